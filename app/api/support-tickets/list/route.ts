// POST /api/support-tickets/list — the tickets within reach with status, priority, type, assignee, case and SLA age; filters (status, open, priority, type, assignee, unassigned, case), search (subject, number), sorts (incl. age)
import { defineRoute } from "@/lib/server/http/define-route";
import { ticketListBody } from "@/lib/modules/tickets/contract";
import { ticketList } from "@/lib/modules/tickets/service";

export const POST = defineRoute({
  auth: "user",
  permission: "ticket.read",
  body: ticketListBody,
  handler: async (ctx) => {
    const { rows, total } = await ticketList(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
