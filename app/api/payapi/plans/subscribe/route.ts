// POST /api/payapi/plans/subscribe — subscribe the caller's firm (or a petitioner's company) to a plan: the first period invoiced and charged, an optional coupon redeemed
import { defineRoute } from "@/lib/server/http/define-route";
import { subscribeBody } from "@/lib/modules/billing/contract";
import { subscribe } from "@/lib/modules/billing/service";

export const POST = defineRoute({
  auth: "user",
  permission: "billing.manage",
  body: subscribeBody,
  handler: async (ctx) => ({ data: await subscribe(ctx, ctx.body), message: "Subscribed" }),
});
