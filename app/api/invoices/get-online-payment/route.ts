// POST /api/invoices/get-online-payment — the firm's Stripe accounts its clients pay invoices into (operating, trust: publishable key, the secret key's last 4) and the webhook address to give Stripe
import { defineRoute } from "@/lib/server/http/define-route";
import { emptyBody } from "@/lib/modules/invoices/contract";
import { onlinePaymentSettings } from "@/lib/modules/invoices/online-payment";

export const POST = defineRoute({
  auth: "user",
  permission: "settings.view",
  body: emptyBody,
  handler: async (ctx) => ({ data: await onlinePaymentSettings(ctx) }),
});
