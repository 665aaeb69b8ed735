// POST /api/i9/settings-save — turn the automatic purge of I-9s past their retention date on or off { autoPurge }
import { defineRoute } from "@/lib/server/http/define-route";
import { i9SettingsBody } from "@/lib/modules/i9/retention-contract";
import { saveI9Settings } from "@/lib/modules/i9/retention";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.admin",
  body: i9SettingsBody,
  handler: async (ctx) => ({ data: await saveI9Settings(ctx, ctx.body), message: "Settings saved" }),
});
