// POST /api/payapi/plans/get-selected-plan — the caller's subscription, products, whether a payment method is on file, and the billing details
import { defineRoute } from "@/lib/server/http/define-route";
import { emptyBody } from "@/lib/modules/billing/contract";
import { selectedPlan } from "@/lib/modules/billing/service";

export const POST = defineRoute({
  auth: "user",
  permission: "billing.read",
  body: emptyBody,
  handler: async (ctx) => ({ data: await selectedPlan(ctx) }),
});
