// POST /api/quickbooks/save-config — what the firm syncs with QuickBooks: push invoices when sent, pull payments, the QuickBooks items for legal fees, filing fees, expenses and other lines
import { defineRoute } from "@/lib/server/http/define-route";
import { saveConfigBody } from "@/lib/modules/quickbooks/contract";
import { saveConfig } from "@/lib/modules/quickbooks/connect";

export const POST = defineRoute({
  auth: "user",
  permission: "quickbooks.manage",
  body: saveConfigBody,
  handler: async (ctx) => ({ data: await saveConfig(ctx, ctx.body), message: "QuickBooks settings saved" }),
});
