// POST /api/auth/forgot-password — e-mail a password reset link (same answer for unknown addresses)
import { defineRoute } from "@/lib/server/http/define-route";
import { emailBody } from "@/lib/modules/auth/contract";
import { forgotPassword } from "@/lib/modules/auth/password";

export const POST = defineRoute({
  auth: "public",
  body: emailBody,
  handler: async (ctx) => {
    await forgotPassword(ctx, ctx.body);
    return { data: null, message: "If an account with this e-mail exists, we have sent it a link to reset the password" };
  },
});
