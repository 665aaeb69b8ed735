// POST /api/i9/work-authorization-report — how many current employees' work authorizations ended, or end within 30, 60 and 90 days (employers); the rows are /api/i9/list with reverifyWithin
import { defineRoute } from "@/lib/server/http/define-route";
import { workAuthorizationReportBody } from "@/lib/modules/i9/contract";
import { workAuthorizationReport } from "@/lib/modules/i9/records";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.read",
  body: workAuthorizationReportBody,
  handler: async (ctx) => ({ data: await workAuthorizationReport(ctx, ctx.body) }),
});
