// POST /api/rfe-petition/list — the RFE and NOID cases within reach, by due date (days left, 'Overdue by {n} day(s)'), with filters and sorts
import { defineRoute } from "@/lib/server/http/define-route";
import { rfeListBody } from "@/lib/modules/cases/rfe/contract";
import { listRfe } from "@/lib/modules/cases/rfe/service";

export const POST = defineRoute({
  auth: "user",
  permission: "case.read",
  body: rfeListBody,
  handler: async (ctx) => {
    const { rows, total } = await listRfe(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
