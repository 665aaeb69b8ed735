// POST /api/invoices/update-settings — saves the firm's payment instructions for its invoices { paymentInstructions?, paymentInstructionsEs? }
import { defineRoute } from "@/lib/server/http/define-route";
import { invoiceSettingsBody } from "@/lib/modules/invoices/contract";
import { updateInvoiceSettings } from "@/lib/modules/invoices/settings";

export const POST = defineRoute({
  auth: "user",
  permission: "settings.view",
  body: invoiceSettingsBody,
  handler: async (ctx) => ({ data: await updateInvoiceSettings(ctx, ctx.body), message: "Invoice settings saved" }),
});
