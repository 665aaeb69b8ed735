// POST /api/i9/send-verifier-link — e-mail a remote verifier a link to complete Section 2 with the employee (14 days, single use) { id, verifierId }
import { defineRoute } from "@/lib/server/http/define-route";
import { sendVerifierLinkBody } from "@/lib/modules/i9/verifier-contract";
import { sendVerifierLink } from "@/lib/modules/i9/verifiers";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.manage",
  body: sendVerifierLinkBody,
  handler: async (ctx) => ({ data: await sendVerifierLink(ctx, ctx.body), message: "Verifier link sent" }),
});
