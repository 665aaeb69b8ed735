// POST /api/communication/delete — the author withdraws a message nobody else has read yet ("Message deleted" stays in the thread; 409 once read)
import { defineRoute } from "@/lib/server/http/define-route";
import { communicationDeleteBody } from "@/lib/modules/communication/contract";
import { deleteCommunicationMessage } from "@/lib/modules/communication/service";

export const POST = defineRoute({
  auth: "user",
  permission: "communication.write",
  body: communicationDeleteBody,
  handler: async (ctx) => ({ data: await deleteCommunicationMessage(ctx, ctx.body.messageId), message: "Message deleted" }),
});
