// POST /api/support-tickets/attachment-url — a 5-minute download URL of one file attached to a ticket's comment (an internal note's only for staff) { id, attachmentId }
import { defineRoute } from "@/lib/server/http/define-route";
import { attachmentUrlBody } from "@/lib/modules/tickets/contract";
import { ticketAttachmentUrl } from "@/lib/modules/tickets/comments";

export const POST = defineRoute({
  auth: "user",
  permission: "ticket.read",
  body: attachmentUrlBody,
  handler: async (ctx) => ({ data: await ticketAttachmentUrl(ctx, ctx.body) }),
});
