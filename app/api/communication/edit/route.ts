// POST /api/communication/edit — the author changes the text of a message nobody else has read yet (409 once read; the earlier text stays in the audit log)
import { defineRoute } from "@/lib/server/http/define-route";
import { communicationEditBody } from "@/lib/modules/communication/contract";
import { editCommunicationMessage } from "@/lib/modules/communication/service";

export const POST = defineRoute({
  auth: "user",
  permission: "communication.write",
  body: communicationEditBody,
  handler: async (ctx) => ({ data: await editCommunicationMessage(ctx, ctx.body), message: "Message updated" }),
});
