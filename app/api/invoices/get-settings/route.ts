// POST /api/invoices/get-settings — the firm's invoice settings: the payment instructions printed on every invoice (English, Spanish)
import { defineRoute } from "@/lib/server/http/define-route";
import { emptyBody } from "@/lib/modules/invoices/contract";
import { invoiceSettings } from "@/lib/modules/invoices/settings";

export const POST = defineRoute({
  auth: "user",
  permission: "settings.view",
  body: emptyBody,
  handler: async (ctx) => ({ data: await invoiceSettings(ctx) }),
});
