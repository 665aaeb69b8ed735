// POST /api/support-tickets/comment-list — a ticket's comments, oldest first (internal notes only for staff) { id, page, perpage }
import { defineRoute } from "@/lib/server/http/define-route";
import { commentListBody } from "@/lib/modules/tickets/contract";
import { ticketComments } from "@/lib/modules/tickets/comments";

export const POST = defineRoute({
  auth: "user",
  permission: "ticket.read",
  body: commentListBody,
  handler: async (ctx) => {
    const { rows, total } = await ticketComments(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
