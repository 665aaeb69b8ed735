// POST /api/invoices/token/payment-intent — the client's link starts an online payment: a Stripe PaymentIntent in the firm's account (trust when the invoice says so) of the amount chosen, ≥ $1 and ≤ the balance (Authorization: Bearer <token>) { amountCents }
import { defineRoute } from "@/lib/server/http/define-route";
import { paymentIntentBody } from "@/lib/modules/invoices/contract";
import { createPaymentIntent } from "@/lib/modules/invoices/online-payment";

export const POST = defineRoute({
  auth: "public",
  body: paymentIntentBody,
  handler: async (ctx) => ({ data: await createPaymentIntent(ctx, ctx.body) }),
});
