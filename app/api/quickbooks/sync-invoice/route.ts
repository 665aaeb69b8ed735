// POST /api/quickbooks/sync-invoice — push one sent invoice to QuickBooks now (created once, then updated) { invoiceId }
import { defineRoute } from "@/lib/server/http/define-route";
import { syncInvoiceBody } from "@/lib/modules/quickbooks/contract";
import { pushInvoiceNow } from "@/lib/modules/quickbooks/sync";

export const POST = defineRoute({
  auth: "user",
  permission: "quickbooks.manage",
  body: syncInvoiceBody,
  handler: async (ctx) => ({ data: await pushInvoiceNow(ctx, ctx.body.invoiceId) }),
});
