// POST /api/payapi/subscribers/update-billing-details — the name, e-mail, address and tax id the platform's invoices carry
import { defineRoute } from "@/lib/server/http/define-route";
import { billingDetailsBody } from "@/lib/modules/billing/contract";
import { updateBillingDetails } from "@/lib/modules/billing/payments";

export const POST = defineRoute({
  auth: "user",
  permission: "billing.manage",
  body: billingDetailsBody,
  handler: async (ctx) => ({ data: await updateBillingDetails(ctx, ctx.body), message: "Billing details saved" }),
});
