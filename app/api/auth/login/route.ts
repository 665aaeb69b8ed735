// POST /api/auth/login — password sign-in, account chooser answer, or session for the chosen account
import { defineRoute } from "@/lib/server/http/define-route";
import { loginBody } from "@/lib/modules/auth/contract";
import { login } from "@/lib/modules/auth/login";

export const POST = defineRoute({
  auth: "public",
  tenant: false,
  body: loginBody,
  handler: async (ctx) => {
    const out = await login(ctx, ctx.body);
    if (out.kind === "session") return { data: out.details, message: "Signed in", setSession: out.token };
    if (out.kind === "choice") return { data: out.choice, message: "Choose an account to continue" };
    return { data: out.redirect, message: "Continue at your firm's address" };
  },
});
