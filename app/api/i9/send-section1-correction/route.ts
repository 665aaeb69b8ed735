// POST /api/i9/send-section1-correction — e-mail the employee a link to correct her signed Section 1 (no sign-in; 14 days, single use) { id, email?, reason } — reason: the employer's written explanation (M-274 9.0), kept with the correction
import { defineRoute } from "@/lib/server/http/define-route";
import { sendSection1CorrectionBody } from "@/lib/modules/i9/section1-contract";
import { sendSection1CorrectionLink } from "@/lib/modules/i9/section1-correction";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.manage",
  body: sendSection1CorrectionBody,
  handler: async (ctx) => ({ data: await sendSection1CorrectionLink(ctx, ctx.body), message: "Section 1 correction link sent" }),
});
