// POST /api/petition/assignable-users — the firm's active members of a role that the caller may assign on the case
import { defineRoute } from "@/lib/server/http/define-route";
import { CASE_READER_ROLES } from "@/lib/modules/cases/policy";
import { assignableUsersBody } from "@/lib/modules/workflow/contract";
import { assignableUsers } from "@/lib/modules/workflow/assignable-users";

export const POST = defineRoute({
  auth: "user",
  roles: CASE_READER_ROLES,
  body: assignableUsersBody,
  handler: async ({ db, actor, body }) => ({ data: await assignableUsers(db, actor, body) }),
});
