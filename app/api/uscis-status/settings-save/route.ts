// POST /api/uscis-status/settings-save — save the firm's (or, for the platform admin, the platform's) base URL, client id, secret (left out: kept) and limits
import { defineRoute } from "@/lib/server/http/define-route";
import { saveUscisSettingsBody } from "@/lib/modules/uscis/contract";
import { saveUscisSettings } from "@/lib/modules/uscis/case-status";

export const POST = defineRoute({
  auth: "user",
  permission: "uscis.settings",
  body: saveUscisSettingsBody,
  handler: async (ctx) => ({ data: await saveUscisSettings(ctx, ctx.body), message: "USCIS settings saved" }),
});
