// GET /api/quickbook/auth — connect QuickBooks Online: without `code`, 302 to Intuit's consent page (state bound to the firm and user); as Intuit's redirect URI (`code`, `state`, `realmId`), tokens stored sealed and 302 to /app/quickbooks/status
import { defineGetRoute } from "@/lib/server/http/define-get-route";
import { quickbooksAuth } from "@/lib/modules/quickbooks/connect";

export const GET = defineGetRoute({
  auth: "public",
  tenant: false,
  handler: async (ctx) => quickbooksAuth(ctx, ctx.url),
});
