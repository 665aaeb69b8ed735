// POST /api/users/details — one user of the firm by membership id
import { defineRoute } from "@/lib/server/http/define-route";
import { userIdBody } from "@/lib/modules/users/contract";
import { userDetails } from "@/lib/modules/users/manage-users";
import { USER_MANAGER_ROLES } from "@/lib/modules/users/policy";

export const POST = defineRoute({
  auth: "user",
  roles: USER_MANAGER_ROLES,
  body: userIdBody,
  handler: async ({ db, actor, ip, body }) => ({ data: await userDetails({ db, actor, ip }, body.id) }),
});
