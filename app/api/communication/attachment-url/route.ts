// POST /api/communication/attachment-url — a short-lived download URL of a file attached to a message of a thread the caller reaches
import { defineRoute } from "@/lib/server/http/define-route";
import { communicationAttachmentBody } from "@/lib/modules/communication/contract";
import { communicationAttachmentUrl } from "@/lib/modules/communication/service";

export const POST = defineRoute({
  auth: "user",
  permission: "communication.read",
  body: communicationAttachmentBody,
  handler: async (ctx) => ({ data: await communicationAttachmentUrl(ctx, ctx.body.attachmentId) }),
});
