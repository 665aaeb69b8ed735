// POST /api/auth/checkCompanyApproval — whether the caller's client company is approved (after the password; 401 alike for unknown e-mails)
import { defineRoute } from "@/lib/server/http/define-route";
import { credentialsBody } from "@/lib/modules/auth/contract";
import { checkCompanyApproval } from "@/lib/modules/auth/signup";

export const POST = defineRoute({
  auth: "public",
  body: credentialsBody,
  handler: async (ctx) => ({ data: await checkCompanyApproval(ctx, ctx.body) }),
});
