// POST /api/petition/assign-a-role — assign a supervisor, paralegal, documentation manager/executive, attorney or case approver (completes the ASSIGN_* step when it is next)
import { defineRoute } from "@/lib/server/http/define-route";
import { CASE_READER_ROLES } from "@/lib/modules/cases/policy";
import { assignRoleBody } from "@/lib/modules/workflow/contract";
import { assignRole } from "@/lib/modules/workflow/assign-role";

export const POST = defineRoute({
  auth: "user",
  roles: CASE_READER_ROLES,
  body: assignRoleBody,
  handler: async ({ db, actor, ip, clock, body }) => ({ data: await assignRole({ db, actor, ip, clock }, body), message: "Assignment saved" }),
});
