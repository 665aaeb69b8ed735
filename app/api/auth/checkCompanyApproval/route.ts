// POST /api/auth/checkCompanyApproval — whether a petitioner contact's company is approved (same shape for unknown e-mails)
import { defineRoute } from "@/lib/server/http/define-route";
import { emailBody } from "@/lib/modules/auth/contract";
import { checkCompanyApproval } from "@/lib/modules/auth/signup";

export const POST = defineRoute({
  auth: "public",
  body: emailBody,
  handler: async (ctx) => ({ data: await checkCompanyApproval(ctx, ctx.body) }),
});
