// POST /api/invoices/details — one invoice: lines, totals, payments, status, what the caller may do next { id }
import { defineRoute } from "@/lib/server/http/define-route";
import { invoiceIdBody } from "@/lib/modules/invoices/contract";
import { invoiceDetails } from "@/lib/modules/invoices/service";

export const POST = defineRoute({
  auth: "user",
  permission: "invoice.read",
  body: invoiceIdBody,
  handler: async (ctx) => ({ data: await invoiceDetails(ctx, ctx.body.id) }),
});
