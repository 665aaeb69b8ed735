// POST /api/payapi/invoices/list — the platform's invoices to the caller's firm (or a petitioner's company), newest first; every subscriber's with scope "platform" (platform admin)
import { defineRoute } from "@/lib/server/http/define-route";
import { invoiceListBody } from "@/lib/modules/billing/contract";
import { invoices } from "@/lib/modules/billing/payments";

export const POST = defineRoute({
  auth: "user",
  permission: "billing.read",
  body: invoiceListBody,
  handler: async (ctx) => invoices(ctx, ctx.body),
});
