// POST /api/petition/manage-approval-process — approve the case (CASE_APPROVED in sequence, or by an admin ahead of it)
import { defineRoute } from "@/lib/server/http/define-route";
import { approvalBody } from "@/lib/modules/workflow/contract";
import { manageApproval } from "@/lib/modules/cases/steps/approval";
import { requireChanges } from "@/lib/shared/validation/update";

export const POST = defineRoute({
  auth: "user",
  permission: "case.act",
  body: requireChanges(approvalBody, ["petitionId"]),
  handler: async (ctx) => ({ data: await manageApproval(ctx, ctx.body), message: "Case approved" }),
});
