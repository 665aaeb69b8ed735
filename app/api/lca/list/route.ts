// POST /api/lca/list — the firm's LCAs within the caller's reach: filters (status, client, visa class, SOC, dates, worksite state), sorts, pages
import { defineRoute } from "@/lib/server/http/define-route";
import { lcaListBody } from "@/lib/modules/lca/contract";
import { listLcas } from "@/lib/modules/lca/list-lcas";

export const POST = defineRoute({
  auth: "user",
  permission: "lca.read",
  body: lcaListBody,
  handler: async (ctx) => {
    const { rows, total } = await listLcas(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
