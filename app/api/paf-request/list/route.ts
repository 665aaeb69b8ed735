// POST /api/paf-request/list — PAF requests within the caller's reach of LCAs: status, client, open ones; sorted by request or due date
import { defineRoute } from "@/lib/server/http/define-route";
import { pafRequestListBody } from "@/lib/modules/lca/paf-request-contract";
import { listPafRequestRows } from "@/lib/modules/lca/paf-requests";

export const POST = defineRoute({
  auth: "user",
  permission: "lca.read",
  body: pafRequestListBody,
  handler: async (ctx) => {
    const { rows, total } = await listPafRequestRows(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
