// POST /api/invoices/token/pdf — the PDF of the invoice an e-mailed link opens (Authorization: Bearer <token>; a file answer)
import { defineFileRoute } from "@/lib/server/http/define-file-route";
import { tokenBody } from "@/lib/modules/invoices/contract";
import { invoiceFileByToken } from "@/lib/modules/invoices/view";

export const POST = defineFileRoute({
  auth: "public",
  body: tokenBody,
  handler: async (ctx) => invoiceFileByToken(ctx),
});
