// POST /api/users/list — the firm's users (a branch manager: those of their branch), paginated
import { defineRoute } from "@/lib/server/http/define-route";
import { userListBody } from "@/lib/modules/users/contract";
import { listUsers } from "@/lib/modules/users/manage-users";

export const POST = defineRoute({
  auth: "user",
  permission: "user.manage",
  body: userListBody,
  handler: async (ctx) => {
    const { rows, total } = await listUsers(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
