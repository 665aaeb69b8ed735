// POST /api/invoices/update — change an invoice not sent yet (its cases, lines, dates, discount, tax, notes: the lines replace the old ones)
import { defineRoute } from "@/lib/server/http/define-route";
import { updateInvoiceBody } from "@/lib/modules/invoices/contract";
import { updateInvoiceDraft } from "@/lib/modules/invoices/service";

export const POST = defineRoute({
  auth: "user",
  permission: "invoice.manage",
  body: updateInvoiceBody,
  handler: async (ctx) => ({ data: await updateInvoiceDraft(ctx, ctx.body), message: "Invoice saved" }),
});
