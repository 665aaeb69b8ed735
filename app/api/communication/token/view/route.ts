// POST /api/communication/token/view — what a message e-mail's reply link answers (Authorization: Bearer <token>): the case, the thread, the message
import { defineRoute } from "@/lib/server/http/define-route";
import { replyLinkViewBody } from "@/lib/modules/communication/contract";
import { viewReplyLink } from "@/lib/modules/communication/reply-link";

export const POST = defineRoute({
  auth: "public",
  body: replyLinkViewBody,
  handler: async (ctx) => ({ data: await viewReplyLink(ctx) }),
});
