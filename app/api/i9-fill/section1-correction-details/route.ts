// POST /api/i9-fill/section1-correction-details — what the employee's correction link (Authorization: Bearer <token>) shows: employer, expiry, Section 1 as on file (numbers masked) { id }
import { defineRoute } from "@/lib/server/http/define-route";
import { i9IdBody } from "@/lib/modules/i9/contract";
import { section1CorrectionDetails } from "@/lib/modules/i9/section1-correction";

export const POST = defineRoute({
  auth: "public",
  body: i9IdBody,
  handler: async (ctx) => ({ data: await section1CorrectionDetails(ctx, ctx.body.id) }),
});
