// POST /api/petition/manage-approval-process — approve the case (CASE_APPROVED in sequence, or by an admin ahead of it)
import { defineRoute } from "@/lib/server/http/define-route";
import { approvalBody } from "@/lib/modules/workflow/contract";
import { manageApproval } from "@/lib/modules/cases/steps/approval";

export const POST = defineRoute({
  auth: "user",
  permission: "case.act",
  body: approvalBody,
  handler: async (ctx) => ({ data: await manageApproval(ctx, ctx.body), message: "Case approved" }),
});
