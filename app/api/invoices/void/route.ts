// POST /api/invoices/void — cancel an invoice without payments (its number stays, its link stops working) { id, reason }
import { defineRoute } from "@/lib/server/http/define-route";
import { voidInvoiceBody } from "@/lib/modules/invoices/contract";
import { voidInvoice } from "@/lib/modules/invoices/service";

export const POST = defineRoute({
  auth: "user",
  permission: "invoice.manage",
  body: voidInvoiceBody,
  handler: async (ctx) => ({ data: await voidInvoice(ctx, ctx.body), message: "Invoice voided" }),
});
