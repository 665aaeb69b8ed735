// POST /api/payapi/billing/charge-for-plan — charge the current period's unpaid invoice (after a failed payment or with another payment method)
import { defineRoute } from "@/lib/server/http/define-route";
import { chargeForPlanBody } from "@/lib/modules/billing/contract";
import { chargeForPlan } from "@/lib/modules/billing/payments";

export const POST = defineRoute({
  auth: "user",
  permission: "billing.manage",
  body: chargeForPlanBody,
  handler: async (ctx) => ({ data: await chargeForPlan(ctx, ctx.body), message: "Charge sent" }),
});
