// POST /api/auth/switch-account — move to another of the user's accounts (new session, or hand-off to another firm)
import { defineRoute } from "@/lib/server/http/define-route";
import { switchAccountBody } from "@/lib/modules/auth/contract";
import { switchAccount } from "@/lib/modules/auth/switch-account";

export const POST = defineRoute({
  auth: "user",
  body: switchAccountBody,
  handler: async (ctx) => {
    const out = await switchAccount(ctx, ctx.body);
    if (out.kind === "session") return { data: out.details, message: "Account switched", setSession: out.token };
    return { data: out.redirect, message: "Continue at your firm's address" };
  },
});
