// POST /api/dashboard — the caller's dashboard: the widgets their role may see, in their order (hidden ones marked), and the spec's list sizes
import { defineRoute } from "@/lib/server/http/define-route";
import { dashboardBody } from "@/lib/modules/dashboard/contract";
import { dashboardOf } from "@/lib/modules/dashboard/service";

export const POST = defineRoute({
  auth: "user",
  permission: "dashboard.read",
  body: dashboardBody,
  handler: async (ctx) => ({ data: await dashboardOf(ctx) }),
});
