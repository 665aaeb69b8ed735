// POST /api/perm/confirm-review-completed — the attorney confirms the review of the ETA-9089 draft on file { id, confirm: true }: the draft is approved (19 → 20)
import { defineRoute } from "@/lib/server/http/define-route";
import { confirmPermReview } from "@/lib/modules/perm/perm";
import { permReviewBody } from "@/lib/modules/perm/perm-contract";

export const POST = defineRoute({
  auth: "user",
  permission: "perm.read", // then the step's editors in the firm's PERM workflow
  body: permReviewBody,
  handler: async (ctx) => ({ data: await confirmPermReview(ctx, ctx.body), message: "Draft approved" }),
});
