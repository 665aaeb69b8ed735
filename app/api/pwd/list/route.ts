// POST /api/pwd/list — the PWDs within reach: status, position type, client and validity filters (valid, expiring, expired), sorts
import { defineRoute } from "@/lib/server/http/define-route";
import { pwdListBody } from "@/lib/modules/perm/contract";
import { listPwds } from "@/lib/modules/perm/pwd";

export const POST = defineRoute({
  auth: "user",
  permission: "pwd.read",
  body: pwdListBody,
  handler: async (ctx) => {
    const { rows, total } = await listPwds(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
