// POST /api/auth/change-password — the signed-in user changes their password; other sessions end
import { defineRoute } from "@/lib/server/http/define-route";
import { changePasswordBody } from "@/lib/modules/auth/contract";
import { changePassword } from "@/lib/modules/auth/password";

export const POST = defineRoute({
  auth: "user",
  body: changePasswordBody,
  handler: async (ctx) => ({ data: await changePassword(ctx, ctx.body), message: "Your password was changed" }),
});
