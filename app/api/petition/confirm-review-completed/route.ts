// POST /api/petition/confirm-review-completed — complete (or skip, when optional) a review, list, submission, fee or LCA step that is the case's next one
import { defineRoute } from "@/lib/server/http/define-route";
import { confirmReviewBody } from "@/lib/modules/workflow/contract";
import { confirmReview } from "@/lib/modules/cases/steps/confirm-review";

export const POST = defineRoute({
  auth: "user",
  permission: "case.act",
  body: confirmReviewBody,
  handler: async (ctx) => ({ data: await confirmReview(ctx, ctx.body), message: "Step completed" }),
});
