// POST /api/support-tickets/create — raise a support ticket (subject, description, type; staff may set the priority), about a case or a client or in general, numbered per firm without gaps (TKT-000123)
import { defineRoute } from "@/lib/server/http/define-route";
import { createTicketBody } from "@/lib/modules/tickets/contract";
import { createTicket } from "@/lib/modules/tickets/service";

export const POST = defineRoute({
  auth: "user",
  permission: "ticket.create",
  body: createTicketBody,
  idempotent: true,
  handler: async (ctx) => ({ data: await createTicket(ctx, ctx.body), message: "Ticket created" }),
});
