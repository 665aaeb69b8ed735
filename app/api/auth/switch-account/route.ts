// POST /api/auth/switch-account — move to another of the user's accounts (new session, or hand-off to another firm)
import { defineRoute } from "@/lib/server/http/define-route";
import { switchAccountBody } from "@/lib/modules/auth/contract";
import { authReq } from "@/lib/modules/auth/context";
import { switchAccount } from "@/lib/modules/auth/switch-account";

export const POST = defineRoute({
  auth: "user",
  body: switchAccountBody,
  handler: async (ctx) => {
    const out = await switchAccount(authReq(ctx), ctx.actor, ctx.body);
    if (out.kind === "session") return { data: out.details, message: "Account switched", setSession: out.token };
    return { data: out.redirect, message: "Continue at your firm's address" };
  },
});
