// POST /api/users/manage-status — admins activate or deactivate another user's membership
import { defineRoute } from "@/lib/server/http/define-route";
import { manageStatusBody } from "@/lib/modules/users/contract";
import { manageStatus } from "@/lib/modules/users/manage-users";
import { USER_MANAGER_ROLES } from "@/lib/modules/users/policy";

export const POST = defineRoute({
  auth: "user",
  roles: USER_MANAGER_ROLES,
  body: manageStatusBody,
  handler: async ({ db, actor, ip, body }) => ({ data: await manageStatus({ db, actor, ip }, body), message: "Status updated" }),
});
