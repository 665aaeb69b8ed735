// POST /api/payapi/billing/attach-payment-method — add a payment method: a Stripe token (pm_…), or with the manual provider a reference (card brand and last 4, check, bank)
import { defineRoute } from "@/lib/server/http/define-route";
import { attachPaymentMethodBody } from "@/lib/modules/billing/contract";
import { attachPaymentMethod } from "@/lib/modules/billing/payments";

export const POST = defineRoute({
  auth: "user",
  permission: "billing.manage",
  body: attachPaymentMethodBody,
  handler: async (ctx) => ({ data: await attachPaymentMethod(ctx, ctx.body), message: "Payment method added" }),
});
