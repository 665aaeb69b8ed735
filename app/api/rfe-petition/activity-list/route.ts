// POST /api/rfe-petition/activity-list — an RFE case's history lines, newest first (25 per page)
import { defineRoute } from "@/lib/server/http/define-route";
import { rfeActivityListBody } from "@/lib/modules/cases/rfe/contract";
import { rfeActivityList } from "@/lib/modules/cases/rfe/service";

export const POST = defineRoute({
  auth: "user",
  permission: "case.read",
  body: rfeActivityListBody,
  handler: async (ctx) => {
    const { rows, total } = await rfeActivityList(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
