// POST /api/support-tickets/details — one ticket: its fields, SLA age, history, the statuses and staff it may go to, what the caller may do { id }
import { defineRoute } from "@/lib/server/http/define-route";
import { ticketIdBody } from "@/lib/modules/tickets/contract";
import { ticketDetails } from "@/lib/modules/tickets/service";

export const POST = defineRoute({
  auth: "user",
  permission: "ticket.read",
  body: ticketIdBody,
  handler: async (ctx) => ({ data: await ticketDetails(ctx, ctx.body.id) }),
});
