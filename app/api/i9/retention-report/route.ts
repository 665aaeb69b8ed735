// POST /api/i9/retention-report — the figures of /app/i9-reports: I-9s retained, eligible for purge, held, purged, and how many reach their purge day each month (employers)
import { defineRoute } from "@/lib/server/http/define-route";
import { retentionReportBody } from "@/lib/modules/i9/retention-contract";
import { retentionReport } from "@/lib/modules/i9/retention";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.read",
  body: retentionReportBody,
  handler: async (ctx) => ({ data: await retentionReport(ctx, ctx.body) }),
});
