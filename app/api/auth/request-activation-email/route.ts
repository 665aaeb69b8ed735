// POST /api/auth/request-activation-email — send again the activation (or verification) link of a pending account
import { defineRoute } from "@/lib/server/http/define-route";
import { emailBody } from "@/lib/modules/auth/contract";
import { LINK_SENT_MESSAGE } from "@/lib/modules/auth/context";
import { resendAccountLink } from "@/lib/modules/auth/resend-links";

export const POST = defineRoute({
  auth: "public",
  body: emailBody,
  handler: async (ctx) => {
    await resendAccountLink(ctx, ctx.body, "activation");
    return { data: null, message: LINK_SENT_MESSAGE };
  },
});
