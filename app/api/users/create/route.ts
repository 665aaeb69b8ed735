// POST /api/users/create — admins add a staff user (activation e-mail, or a new membership for an existing account)
import { defineRoute } from "@/lib/server/http/define-route";
import { createUserBody } from "@/lib/modules/users/contract";
import { createUser } from "@/lib/modules/users/create-user";
import { USER_MANAGER_ROLES } from "@/lib/modules/users/policy";

export const POST = defineRoute({
  auth: "user",
  roles: USER_MANAGER_ROLES,
  body: createUserBody,
  handler: async ({ db, actor, tenant, ip, req, body }) => ({
    data: await createUser({ db, actor, tenant, ip, requestHost: req.headers.get("host") }, body),
    message: "User added",
  }),
});
