// POST /api/invoices/update-online-payment — saves one of the firm's Stripe accounts (its keys sealed at rest) or removes it { account: operating|trust, publishableKey, secretKey, webhookSecret } | { account, remove: true }
import { defineRoute } from "@/lib/server/http/define-route";
import { onlinePaymentSettingsBody } from "@/lib/modules/invoices/contract";
import { updateOnlinePaymentSettings } from "@/lib/modules/invoices/online-payment";

export const POST = defineRoute({
  auth: "user",
  permission: "settings.view",
  body: onlinePaymentSettingsBody,
  handler: async (ctx) => ({ data: await updateOnlinePaymentSettings(ctx, ctx.body), message: "Online payment settings saved" }),
});
