// POST /api/petition/get-stats-by-user — counts of the caller's visible cases by status, case type and my tasks
import { defineRoute } from "@/lib/server/http/define-route";
import { statsBody } from "@/lib/modules/cases/contract";
import { caseStatsByUser } from "@/lib/modules/cases/case-stats";

export const POST = defineRoute({
  auth: "user",
  permission: "case.read",
  body: statsBody,
  handler: async (ctx) => ({ data: await caseStatsByUser(ctx) }),
});
