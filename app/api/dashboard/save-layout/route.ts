// POST /api/dashboard/save-layout — the caller's arrangement of the widgets (order, hidden), or back to the role's default { widgets } | { reset: true }
import { defineRoute } from "@/lib/server/http/define-route";
import { saveLayoutBody } from "@/lib/modules/dashboard/contract";
import { saveDashboardLayout } from "@/lib/modules/dashboard/service";

export const POST = defineRoute({
  auth: "user",
  permission: "dashboard.read",
  body: saveLayoutBody,
  handler: async (ctx) => ({ data: await saveDashboardLayout(ctx, ctx.body), message: "Dashboard saved" }),
});
