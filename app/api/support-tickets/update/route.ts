// POST /api/support-tickets/update — change a ticket: subject, description, type (its raiser while open, or staff); status and priority (staff), each change written to its history
import { defineRoute } from "@/lib/server/http/define-route";
import { updateTicketBody } from "@/lib/modules/tickets/contract";
import { updateTicketFields } from "@/lib/modules/tickets/service";

export const POST = defineRoute({
  auth: "user",
  permission: "ticket.read",
  body: updateTicketBody,
  handler: async (ctx) => ({ data: await updateTicketFields(ctx, ctx.body), message: "Ticket saved" }),
});
