// POST /api/invoices/send — e-mail the invoice to the client with a personal link (again: a new link); completes the cases' FILE_AFTER_INVOICE step when next; queues its push to QuickBooks when the firm syncs { id, to?, message? }
import { defineRoute } from "@/lib/server/http/define-route";
import { sendInvoiceBody } from "@/lib/modules/invoices/contract";
import { sendInvoiceAndSync } from "@/lib/modules/quickbooks/sync";

export const POST = defineRoute({
  auth: "user",
  permission: "invoice.manage",
  body: sendInvoiceBody,
  handler: async (ctx) => ({ data: await sendInvoiceAndSync(ctx, ctx.body), message: "Invoice sent" }),
});
