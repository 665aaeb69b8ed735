// POST /api/auth/request-activation-key — send a pending firm's admin a new activation key
import { defineRoute } from "@/lib/server/http/define-route";
import { emailBody } from "@/lib/modules/auth/contract";
import { LINK_SENT_MESSAGE } from "@/lib/modules/auth/context";
import { requestActivationKey } from "@/lib/modules/auth/resend-links";

export const POST = defineRoute({
  auth: "public",
  tenant: false,
  body: emailBody,
  handler: async (ctx) => {
    await requestActivationKey(ctx, ctx.body);
    return { data: null, message: LINK_SENT_MESSAGE };
  },
});
