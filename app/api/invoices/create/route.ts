// POST /api/invoices/create — a draft invoice to a client for one case or several: lines (legal fees, USCIS filing fees, expenses), discount and tax in cents, numbered per firm without gaps
import { defineRoute } from "@/lib/server/http/define-route";
import { createInvoiceBody } from "@/lib/modules/invoices/contract";
import { createInvoice } from "@/lib/modules/invoices/service";

export const POST = defineRoute({
  auth: "user",
  permission: "invoice.manage",
  body: createInvoiceBody,
  idempotent: true,
  handler: async (ctx) => ({ data: await createInvoice(ctx, ctx.body), message: "Invoice saved" }),
});
