// POST /api/communication/mark-read — the caller has read a thread up to its latest message (or up to messageId); answers the case's remaining unread count
import { defineRoute } from "@/lib/server/http/define-route";
import { communicationMarkReadBody } from "@/lib/modules/communication/contract";
import { markCommunicationRead } from "@/lib/modules/communication/service";

export const POST = defineRoute({
  auth: "user",
  permission: "communication.read",
  body: communicationMarkReadBody,
  handler: async (ctx) => ({ data: await markCommunicationRead(ctx, ctx.body) }),
});
