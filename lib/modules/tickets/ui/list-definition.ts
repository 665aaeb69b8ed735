// The ticket list's definition without zod (the page's first load): the URL's matcher is read by a small
// check of its own (known values, an id), the sort keys are the contract's.
import type { MatcherParser } from "@/components/list/list-url";
import { defineList } from "@/components/list/use-list-query";
import { isUuid } from "@/lib/shared/route-params";
import { TICKET_PRIORITIES, TICKET_SORTS, TICKET_STATUSES, TICKET_TYPES, type TicketPriority, type TicketStatus, type TicketType } from "../constants";
import type { TicketListRow } from "../contract";
import { ticketsKeys } from "./keys";

export type TicketMatcher = { status?: TicketStatus; open?: boolean; priority?: TicketPriority; type?: TicketType; assigneeId?: string; unassigned?: boolean };

const matcher: MatcherParser<TicketMatcher> = {
  safeParse(raw) {
    if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return { success: false };
    const r = raw as Record<string, unknown>;
    const out: TicketMatcher = {};
    if (TICKET_STATUSES.includes(r.status as TicketStatus)) out.status = r.status as TicketStatus;
    if (r.open === true) out.open = true;
    if (TICKET_PRIORITIES.includes(r.priority as TicketPriority)) out.priority = r.priority as TicketPriority;
    if (TICKET_TYPES.includes(r.type as TicketType)) out.type = r.type as TicketType;
    if (isUuid(r.assigneeId as string)) out.assigneeId = (r.assigneeId as string).toLowerCase();
    if (r.unassigned === true) out.unassigned = true;
    return { success: true, data: out };
  },
};

/** /app/support-tickets: newest first, 25 a page. */
export const TICKET_LIST = defineList<TicketListRow>()({
  sortFields: TICKET_SORTS,
  defaultSort: { sortBy: "createdAt", sortOrder: "desc" },
  matcher,
  path: "support-tickets/list",
  queryKey: ticketsKeys.list,
});
