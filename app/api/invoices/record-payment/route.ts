// POST /api/invoices/record-payment — a payment received (partial → partially_paid, the rest → paid, completing FILE_AFTER_INVOICE_PAYMENT when next) { id, amountCents, paidOn, method, reference? }
import { defineRoute } from "@/lib/server/http/define-route";
import { recordPaymentBody } from "@/lib/modules/invoices/contract";
import { recordPaymentAndSync } from "@/lib/modules/quickbooks/sync";

export const POST = defineRoute({
  auth: "user",
  permission: "invoice.manage",
  body: recordPaymentBody,
  idempotent: true,
  handler: async (ctx) => ({ data: await recordPaymentAndSync(ctx, ctx.body), message: "Payment recorded" }),
});
