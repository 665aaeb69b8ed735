// The tickets' fixed values and paths (zod-free: the list page and the screens import them).
import { ROLE } from "@/lib/shared/constants/roles";
import { allowedRoles } from "@/lib/shared/permissions";

export const TICKET_TYPES = ["question", "document", "case_update", "billing", "technical", "other"] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
export const TICKET_PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_STATUSES = ["open", "in_progress", "waiting_on_client", "resolved", "closed"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_SORTS = ["createdAt", "updatedAt", "number", "priority", "status", "age", "subject"] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];

/** Files on one comment at most. */
export const MAX_ATTACHMENTS = 5;

/** The list of the firm's tickets (spec: support tickets); one ticket: `${TICKET_LIST_PATH}/<id>`. */
export const TICKET_LIST_PATH = "/app/support-tickets";
export const ticketPath = (id: string) => `${TICKET_LIST_PATH}/${id}`;

/** "TKT-000123" */
export const ticketNumber = (n: number) => `TKT-${String(n).padStart(6, "0")}`;

/** Who is told of a new ticket from a client while the firm has not chosen (issue 33): its admins and front office. */
export const DEFAULT_TRIAGE_ROLES: readonly number[] = [ROLE.ADMIN, ROLE.FRONT_OFFICE];
/** The roles a firm may choose for triage: its staff who handle tickets (ticket.manage), not the platform admin. */
export const TRIAGE_ROLE_CHOICES: readonly number[] = allowedRoles("ticket.manage").filter((r) => r !== ROLE.PLATFORM_ADMIN);
