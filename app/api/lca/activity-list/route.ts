// POST /api/lca/activity-list — an LCA's history: status changes and edits, with who and when, paginated
import { defineRoute } from "@/lib/server/http/define-route";
import { lcaActivityBody } from "@/lib/modules/lca/contract";
import { lcaActivityList } from "@/lib/modules/lca/list-lcas";

export const POST = defineRoute({
  auth: "user",
  permission: "lca.read",
  body: lcaActivityBody,
  handler: async (ctx) => {
    const { rows, total } = await lcaActivityList(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
