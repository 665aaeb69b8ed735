// POST /api/users/resend-verify-link — send again the e-mail verification (or activation) link of a pending account
import { defineRoute } from "@/lib/server/http/define-route";
import { emailBody } from "@/lib/modules/auth/contract";
import { LINK_SENT_MESSAGE } from "@/lib/modules/auth/context";
import { resendAccountLink } from "@/lib/modules/auth/resend-links";

export const POST = defineRoute({
  auth: "public",
  body: emailBody,
  handler: async (ctx) => {
    await resendAccountLink(ctx, ctx.body, "verification");
    return { data: null, message: LINK_SENT_MESSAGE };
  },
});
