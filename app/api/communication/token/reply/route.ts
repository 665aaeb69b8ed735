// POST /api/communication/token/reply — the one reply of a message e-mail's link (Authorization: Bearer <token>), written as the user it was e-mailed to
import { defineRoute } from "@/lib/server/http/define-route";
import { replyLinkSendBody } from "@/lib/modules/communication/contract";
import { replyByLink } from "@/lib/modules/communication/reply-link";

export const POST = defineRoute({
  auth: "public",
  body: replyLinkSendBody,
  handler: async (ctx) => ({ data: await replyByLink(ctx, ctx.body), message: "Reply sent" }),
});
