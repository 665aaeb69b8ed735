// POST /api/users/activate — choose a password from an invitation or activation link; the account becomes active
import { defineRoute } from "@/lib/server/http/define-route";
import { setPasswordBody } from "@/lib/modules/auth/contract";
import { activateAccount } from "@/lib/modules/auth/activate";

export const POST = defineRoute({
  auth: "public",
  body: setPasswordBody,
  handler: async (ctx) => ({ data: await activateAccount(ctx, ctx.body), message: "Your account is active. Please sign in" }),
});
