// POST /api/lca/paf-purged-list — the purge certificates of the firm's public access files (what, when, by whom, the retention basis), paginated
import { defineRoute } from "@/lib/server/http/define-route";
import { pafPurgedListBody } from "@/lib/modules/lca/paf-contract";
import { purgedCertificates } from "@/lib/modules/lca/list-lcas";

export const POST = defineRoute({
  auth: "user",
  permission: "lca.read",
  body: pafPurgedListBody,
  handler: async (ctx) => {
    const { rows, total } = await purgedCertificates(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
