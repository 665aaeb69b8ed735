// POST /api/support-tickets/comment — add a comment to a ticket (staff may mark it an internal note, hidden from clients); the raiser and the assignee are notified
import { defineRoute } from "@/lib/server/http/define-route";
import { commentBody } from "@/lib/modules/tickets/contract";
import { commentOnTicket } from "@/lib/modules/tickets/comments";

export const POST = defineRoute({
  auth: "user",
  permission: "ticket.read",
  body: commentBody,
  idempotent: true,
  handler: async (ctx) => ({ data: await commentOnTicket(ctx, ctx.body), message: "Comment added" }),
});
