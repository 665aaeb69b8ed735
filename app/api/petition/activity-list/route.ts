// POST /api/petition/activity-list — a case's history lines, newest first, with the actors' names
import { defineRoute } from "@/lib/server/http/define-route";
import { activityListBody } from "@/lib/modules/cases/list-contract";
import { caseActivityList } from "@/lib/modules/cases/case-history";

export const POST = defineRoute({
  auth: "user",
  permission: "case.read",
  body: activityListBody,
  handler: async (ctx) => {
    const { rows, total } = await caseActivityList(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
