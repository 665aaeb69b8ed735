// POST /api/payapi/invoices/mark-paid — the manual provider's payment received: mark a platform invoice paid, with an optional reference (platform admin)
import { defineRoute } from "@/lib/server/http/define-route";
import { markPaidBody } from "@/lib/modules/billing/contract";
import { markInvoicePaid } from "@/lib/modules/billing/payments";

export const POST = defineRoute({
  auth: "user",
  permission: "billing.admin",
  body: markPaidBody,
  handler: async (ctx) => ({ data: await markInvoicePaid(ctx, ctx.body.invoiceId, ctx.body.reference), message: "Invoice marked paid" }),
});
