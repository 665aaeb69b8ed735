// POST /api/users/activate — choose a password from an invitation or activation link; the account becomes active
import { defineRoute } from "@/lib/server/http/define-route";
import { setPasswordBody } from "@/lib/modules/auth/contract";
import { authReq } from "@/lib/modules/auth/context";
import { activateAccount } from "@/lib/modules/auth/activate";

export const POST = defineRoute({
  auth: "public",
  body: setPasswordBody,
  handler: async (ctx) => ({ data: await activateAccount(authReq(ctx), ctx.body), message: "Your account is active. Please sign in" }),
});
