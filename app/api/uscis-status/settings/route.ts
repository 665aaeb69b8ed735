// POST /api/uscis-status/settings — the USCIS Case Status API credentials in use (the firm's, else the platform's; never the secret), for the firm's settings roles who change them
import { defineRoute } from "@/lib/server/http/define-route";
import { uscisScopeBody } from "@/lib/modules/uscis/contract";
import { uscisSettings } from "@/lib/modules/uscis/case-status";

export const POST = defineRoute({
  auth: "user",
  permission: "uscis.settings",
  body: uscisScopeBody,
  handler: async (ctx) => ({ data: await uscisSettings(ctx) }),
});
