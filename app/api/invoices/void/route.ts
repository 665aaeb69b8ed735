// POST /api/invoices/void — cancel an invoice without payments (its number stays, its link stops working; its QuickBooks copy is voided when it was pushed) { id, reason }
import { defineRoute } from "@/lib/server/http/define-route";
import { voidInvoiceBody } from "@/lib/modules/invoices/contract";
import { voidInvoiceAndSync } from "@/lib/modules/quickbooks/sync";

export const POST = defineRoute({
  auth: "user",
  permission: "invoice.manage",
  body: voidInvoiceBody,
  handler: async (ctx) => ({ data: await voidInvoiceAndSync(ctx, ctx.body), message: "Invoice voided" }),
});
