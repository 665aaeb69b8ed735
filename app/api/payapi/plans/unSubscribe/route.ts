// POST /api/payapi/plans/unSubscribe — end the subscription at the end of the paid period (no renewal)
import { defineRoute } from "@/lib/server/http/define-route";
import { emptyBody } from "@/lib/modules/billing/contract";
import { unsubscribe } from "@/lib/modules/billing/service";

export const POST = defineRoute({
  auth: "user",
  permission: "billing.manage",
  body: emptyBody,
  handler: async (ctx) => ({ data: await unsubscribe(ctx), message: "The subscription ends at the end of the period" }),
});
