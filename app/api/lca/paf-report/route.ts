// POST /api/lca/paf-report — the public access files of the firm's filed LCAs: missing items, availability, retention date and basis, hold, due and purged; by employer and state
import { defineRoute } from "@/lib/server/http/define-route";
import { pafReportBody } from "@/lib/modules/lca/paf-contract";
import { pafReport } from "@/lib/modules/lca/paf-report";

export const POST = defineRoute({
  auth: "user",
  permission: "lca.read",
  body: pafReportBody,
  handler: async (ctx) => {
    const { rows, total } = await pafReport(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
