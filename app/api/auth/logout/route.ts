// POST /api/auth/logout — revoke the current session and clear the session cookie
import { defineRoute, requestToken } from "@/lib/server/http/define-route";
import { emptyBody } from "@/lib/modules/auth/contract";
import { logout } from "@/lib/modules/auth/logout";

export const POST = defineRoute({
  auth: "public",
  tenant: false,
  body: emptyBody,
  handler: async ({ db, actor, ip, req }) => {
    const tok = await requestToken(req);
    const data = await logout({ db, actor, ip }, tok?.via === "bearer" ? tok.token : null);
    return { data, message: "Signed out", setSession: null };
  },
});
