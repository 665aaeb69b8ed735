// POST /api/auth/verify-email — confirm the e-mail address with the link's token (single use)
import { defineRoute } from "@/lib/server/http/define-route";
import { tokenBody } from "@/lib/modules/auth/contract";
import { verifyEmail } from "@/lib/modules/auth/verify-email";

export const POST = defineRoute({
  auth: "public",
  body: tokenBody,
  handler: async (ctx) => {
    const data = await verifyEmail(ctx, ctx.body);
    return {
      data,
      message: data.awaitingApproval
        ? "Your e-mail address is verified. Your company registration is awaiting approval by the firm"
        : "Your e-mail address is verified. You can now sign in",
    };
  },
});
