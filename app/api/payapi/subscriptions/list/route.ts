// POST /api/payapi/subscriptions/list — every firm's and petitioner company's subscription, paged, sorted, filtered by status (platform admin)
import { defineRoute } from "@/lib/server/http/define-route";
import { subscriptionListBody } from "@/lib/modules/billing/admin-contract";
import { subscriptionList } from "@/lib/modules/billing/platform-admin";

export const POST = defineRoute({
  auth: "user",
  permission: "billing.admin",
  body: subscriptionListBody,
  handler: async (ctx) => subscriptionList(ctx, ctx.body),
});
