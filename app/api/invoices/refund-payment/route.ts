// POST /api/invoices/refund-payment — refund (part of) an online payment through the firm's Stripe account; the balance reopens and the QuickBooks Payment follows { id, paymentId, amountCents, reason? }
import { defineRoute } from "@/lib/server/http/define-route";
import { refundPaymentBody } from "@/lib/modules/invoices/contract";
import { refundPaymentAndSync } from "@/lib/modules/quickbooks/sync";

export const POST = defineRoute({
  auth: "user",
  permission: "invoice.manage",
  body: refundPaymentBody,
  handler: async (ctx) => ({ data: await refundPaymentAndSync(ctx, ctx.body), message: "Refund sent to Stripe" }),
});
