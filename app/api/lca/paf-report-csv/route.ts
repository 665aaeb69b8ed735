// POST /api/lca/paf-report-csv — the PAF report's whole filtered list as CSV (text/csv, up to 10,000 rows)
import { defineFileRoute } from "@/lib/server/http/define-file-route";
import { pafReportBody } from "@/lib/modules/lca/paf-contract";
import { pafReportCsv } from "@/lib/modules/lca/paf-report";

export const POST = defineFileRoute({
  permission: "lca.read",
  body: pafReportBody,
  handler: async (ctx) => {
    const { fileName, bytes } = await pafReportCsv(ctx, ctx.body);
    return { fileName, mimetype: "text/csv; charset=utf-8", bytes };
  },
});
