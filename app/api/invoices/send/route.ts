// POST /api/invoices/send — e-mail the invoice to the client with a personal link (again: a new link); completes the cases' FILE_AFTER_INVOICE step when next { id, to?, message? }
import { defineRoute } from "@/lib/server/http/define-route";
import { sendInvoiceBody } from "@/lib/modules/invoices/contract";
import { sendInvoice } from "@/lib/modules/invoices/service";

export const POST = defineRoute({
  auth: "user",
  permission: "invoice.manage",
  body: sendInvoiceBody,
  handler: async (ctx) => ({ data: await sendInvoice(ctx, ctx.body), message: "Invoice sent" }),
});
