// POST /api/invoices/pdf — the invoice as a PDF in the firm's name (a file answer) { id }
import { defineFileRoute } from "@/lib/server/http/define-file-route";
import { invoiceIdBody } from "@/lib/modules/invoices/contract";
import { invoiceFile } from "@/lib/modules/invoices/service";

export const POST = defineFileRoute({
  permission: "invoice.read",
  body: invoiceIdBody,
  handler: async (ctx) => invoiceFile(ctx, ctx.body.id),
});
