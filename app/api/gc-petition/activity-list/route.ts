// POST /api/gc-petition/activity-list — a green-card case's history lines, newest first (25 per page)
import { defineRoute } from "@/lib/server/http/define-route";
import { gcActivityListBody } from "@/lib/modules/greencard/contract";
import { gcActivityList } from "@/lib/modules/greencard/gc-case";

export const POST = defineRoute({
  auth: "user",
  permission: "gc.read",
  body: gcActivityListBody,
  handler: async (ctx) => {
    const { rows, total } = await gcActivityList(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
