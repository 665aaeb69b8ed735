// POST /api/petition/manage-approval-process — approve the case (CASE_APPROVED in sequence, or by an admin ahead of it)
import { defineRoute } from "@/lib/server/http/define-route";
import { CASE_READER_ROLES } from "@/lib/modules/cases/policy";
import { approvalBody } from "@/lib/modules/workflow/contract";
import { manageApproval } from "@/lib/modules/workflow/approval";

export const POST = defineRoute({
  auth: "user",
  roles: CASE_READER_ROLES,
  body: approvalBody,
  handler: async ({ db, actor, ip, clock, body }) => ({ data: await manageApproval({ db, actor, ip, clock }, body), message: "Case approved" }),
});
