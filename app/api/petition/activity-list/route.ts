// POST /api/petition/activity-list — a case's history lines, newest first, with the actors' names
import { defineRoute } from "@/lib/server/http/define-route";
import { activityListBody } from "@/lib/modules/cases/contract";
import { CASE_READER_ROLES } from "@/lib/modules/cases/policy";
import { caseActivityList } from "@/lib/modules/cases/case-history";

export const POST = defineRoute({
  auth: "user",
  roles: CASE_READER_ROLES,
  body: activityListBody,
  handler: async ({ db, actor, body }) => {
    const { rows, total } = await caseActivityList({ db, actor }, body);
    return { data: rows, pagination: { page: body.page, perpage: body.perpage, total } };
  },
});
