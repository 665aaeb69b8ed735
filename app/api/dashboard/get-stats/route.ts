// POST /api/dashboard/get-stats — one widget's figures within the caller's reach (403 for a widget the role may not see) { widget, page?, statusId? }
import { defineRoute } from "@/lib/server/http/define-route";
import { getStatsBody } from "@/lib/modules/dashboard/contract";
import { widgetStats } from "@/lib/modules/dashboard/service";

export const POST = defineRoute({
  auth: "user",
  permission: "dashboard.read",
  body: getStatsBody,
  handler: async (ctx) => ({ data: await widgetStats(ctx, ctx.body) }),
});
