// POST /api/auth/signup — a client company registers itself on the firm's sub-domain (pending approval)
import { defineRoute } from "@/lib/server/http/define-route";
import { signupBody } from "@/lib/modules/auth/contract";
import { signup } from "@/lib/modules/auth/signup";

export const POST = defineRoute({
  auth: "public",
  body: signupBody,
  handler: async (ctx) => {
    const data = await signup(ctx, ctx.body);
    return { data, message: "Registration received. Please check your e-mail; you can sign in once the firm approves your company" };
  },
});
