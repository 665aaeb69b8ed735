// POST /api/auth/logout — revoke the current session and clear the session cookie
import { defineRoute, requestToken } from "@/lib/server/http/define-route";
import { emptyBody } from "@/lib/modules/auth/contract";
import { logout } from "@/lib/modules/auth/logout";

export const POST = defineRoute({
  auth: "public",
  tenant: false,
  body: emptyBody,
  handler: async (ctx) => {
    const tok = await requestToken(ctx.req);
    const data = await logout(ctx, tok?.via === "bearer" ? tok.token : null);
    return { data, message: "Signed out", setSession: null };
  },
});
