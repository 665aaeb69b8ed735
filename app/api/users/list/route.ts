// POST /api/users/list — the firm's users (a branch manager: those of their branch), paginated
import { defineRoute } from "@/lib/server/http/define-route";
import { userListBody } from "@/lib/modules/users/contract";
import { listUsers } from "@/lib/modules/users/manage-users";
import { USER_MANAGER_ROLES } from "@/lib/modules/users/policy";

export const POST = defineRoute({
  auth: "user",
  roles: USER_MANAGER_ROLES,
  body: userListBody,
  handler: async ({ db, actor, ip, body }) => {
    const { rows, total } = await listUsers({ db, actor, ip }, body);
    return { data: rows, pagination: { page: body.page, perpage: body.perpage, total } };
  },
});
