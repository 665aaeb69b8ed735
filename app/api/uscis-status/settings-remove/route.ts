// POST /api/uscis-status/settings-remove — remove the firm's (or the platform's) credentials: the firm falls back to the platform's, or the check is off
import { defineRoute } from "@/lib/server/http/define-route";
import { uscisScopeBody } from "@/lib/modules/uscis/contract";
import { removeUscisSettings } from "@/lib/modules/uscis/case-status";

export const POST = defineRoute({
  auth: "user",
  permission: "uscis.settings",
  body: uscisScopeBody,
  handler: async (ctx) => ({ data: await removeUscisSettings(ctx, ctx.body.scope), message: "USCIS settings removed" }),
});
