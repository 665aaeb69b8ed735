// POST /api/invoices/set-pay-into-trust — an unpaid invoice paid online into the firm's trust Stripe account (or back to the operating one) { id, payIntoTrust }
import { defineRoute } from "@/lib/server/http/define-route";
import { payIntoTrustBody } from "@/lib/modules/invoices/contract";
import { setPayIntoTrust } from "@/lib/modules/invoices/online-payment";

export const POST = defineRoute({
  auth: "user",
  permission: "invoice.manage",
  body: payIntoTrustBody,
  handler: async (ctx) => ({ data: await setPayIntoTrust(ctx, ctx.body), message: "Invoice saved" }),
});
