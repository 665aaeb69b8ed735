// POST /api/users/preferences — read or change the signed-in user's theme, language and starred pages
import { defineRoute } from "@/lib/server/http/define-route";
import { preferencesBody } from "@/lib/modules/users/contract";
import { updatePreferences } from "@/lib/modules/users/preferences";

export const POST = defineRoute({
  auth: "user",
  body: preferencesBody,
  handler: async (ctx) => ({ data: await updatePreferences(ctx, ctx.body) }),
});
