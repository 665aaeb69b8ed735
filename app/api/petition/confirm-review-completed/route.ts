// POST /api/petition/confirm-review-completed — complete (or skip, when optional) a review, list, submission, fee or LCA step that is the case's next one
import { defineRoute } from "@/lib/server/http/define-route";
import { CASE_READER_ROLES } from "@/lib/modules/cases/policy";
import { confirmReviewBody } from "@/lib/modules/workflow/contract";
import { confirmReview } from "@/lib/modules/workflow/confirm-review";

export const POST = defineRoute({
  auth: "user",
  roles: CASE_READER_ROLES,
  body: confirmReviewBody,
  handler: async ({ db, actor, ip, clock, body }) => ({ data: await confirmReview({ db, actor, ip, clock }, body), message: "Step completed" }),
});
