// POST /api/invoices/token/view — the invoice an e-mailed link opens (Authorization: Bearer <token>); the first opening marks it viewed
import { defineRoute } from "@/lib/server/http/define-route";
import { tokenBody } from "@/lib/modules/invoices/contract";
import { viewInvoice } from "@/lib/modules/invoices/view";

export const POST = defineRoute({
  auth: "public",
  body: tokenBody,
  handler: async (ctx) => ({ data: await viewInvoice(ctx) }),
});
