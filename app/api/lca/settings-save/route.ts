// POST /api/lca/settings-save — turn the automatic purge of public access files past their retention date on or off
import { defineRoute } from "@/lib/server/http/define-route";
import { lcaSettingsBody } from "@/lib/modules/lca/paf-contract";
import { saveLcaSettings } from "@/lib/modules/lca/paf";

export const POST = defineRoute({
  auth: "user",
  permission: "settings.view",
  body: lcaSettingsBody,
  handler: async (ctx) => ({ data: await saveLcaSettings(ctx, ctx.body), message: "Settings saved" }),
});
