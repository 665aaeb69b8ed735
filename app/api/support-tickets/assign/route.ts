// POST /api/support-tickets/assign — give a ticket to a member of the firm's staff (or nobody); the assignee is notified, the history records a real change once
import { defineRoute } from "@/lib/server/http/define-route";
import { assignTicketBody } from "@/lib/modules/tickets/contract";
import { assignTicket } from "@/lib/modules/tickets/service";

export const POST = defineRoute({
  auth: "user",
  permission: "ticket.manage",
  body: assignTicketBody,
  handler: async (ctx) => ({ data: await assignTicket(ctx, ctx.body), message: "Ticket assigned" }),
});
