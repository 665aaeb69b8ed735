// POST /api/payapi/plans/cancel — end the subscription now (the paid period is not refunded)
import { defineRoute } from "@/lib/server/http/define-route";
import { emptyBody } from "@/lib/modules/billing/contract";
import { cancelNow } from "@/lib/modules/billing/service";

export const POST = defineRoute({
  auth: "user",
  permission: "billing.manage",
  body: emptyBody,
  handler: async (ctx) => ({ data: await cancelNow(ctx), message: "Subscription canceled" }),
});
