// POST /api/i9-fill/section1-correction-submit — the employee corrects her signed Section 1 once through the link (Authorization: Bearer <token>): the corrected answers, initials, signature { id, section1, initials }
import { defineRoute } from "@/lib/server/http/define-route";
import { section1CorrectionBody } from "@/lib/modules/i9/section1-contract";
import { submitSection1Correction } from "@/lib/modules/i9/section1-correction";

export const POST = defineRoute({
  auth: "public",
  body: section1CorrectionBody,
  handler: async (ctx) => ({ data: await submitSection1Correction(ctx, ctx.body), message: "Thank you: your correction of Section 1 is recorded" }),
});
