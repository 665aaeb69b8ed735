// POST /api/petition/get-stats-by-user — counts of the caller's visible cases by status, case type and my tasks
import { defineRoute } from "@/lib/server/http/define-route";
import { statsBody } from "@/lib/modules/cases/contract";
import { CASE_READER_ROLES } from "@/lib/modules/cases/policy";
import { caseStatsByUser } from "@/lib/modules/cases/case-stats";

export const POST = defineRoute({
  auth: "user",
  roles: CASE_READER_ROLES,
  body: statsBody,
  handler: async ({ db, actor }) => ({ data: await caseStatsByUser({ db, actor }) }),
});
