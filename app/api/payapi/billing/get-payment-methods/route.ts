// POST /api/payapi/billing/get-payment-methods — the caller's payment methods (references only), the default first
import { defineRoute } from "@/lib/server/http/define-route";
import { emptyBody } from "@/lib/modules/billing/contract";
import { paymentMethods } from "@/lib/modules/billing/payments";

export const POST = defineRoute({
  auth: "user",
  permission: "billing.read",
  body: emptyBody,
  handler: async (ctx) => ({ data: await paymentMethods(ctx) }),
});
