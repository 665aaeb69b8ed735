// POST /api/auth/update-password — set a new password with the reset link's token; signs out every session
import { defineRoute } from "@/lib/server/http/define-route";
import { setPasswordBody } from "@/lib/modules/auth/contract";
import { resetPassword } from "@/lib/modules/auth/password";

export const POST = defineRoute({
  auth: "public",
  body: setPasswordBody,
  handler: async (ctx) => ({ data: await resetPassword(ctx, ctx.body), message: "Your password was changed. Please sign in" }),
});
