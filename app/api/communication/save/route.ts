// POST /api/communication/save — a new thread on a case or a reply: the message, its mentions (people of the case's user-list) and attachments (the caller's uploads); the thread's people are notified in-app and by e-mail
import { defineRoute } from "@/lib/server/http/define-route";
import { communicationSaveBody } from "@/lib/modules/communication/contract";
import { saveCommunication } from "@/lib/modules/communication/service";

export const POST = defineRoute({
  auth: "user",
  permission: "communication.write",
  body: communicationSaveBody,
  idempotent: true,
  handler: async (ctx) => ({ data: await saveCommunication(ctx, ctx.body), message: "Message sent" }),
});
