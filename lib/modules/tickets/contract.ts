// Request schemas and answers of the support-ticket calls (/api/support-tickets/*, spec section 7: create,
// update, list, assign, details, comment, comment-list).
import { z } from "zod";
import { listRequest } from "@/lib/shared/list";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";
import { MAX_ATTACHMENTS, TICKET_PRIORITIES, TICKET_SORTS, TICKET_STATUSES, TICKET_TYPES, TRIAGE_ROLE_CHOICES, type TicketPriority, type TicketStatus, type TicketType } from "./constants";
import type { Sla } from "./sla";

export * from "./constants";

const type = z.enum(TICKET_TYPES, { error: MSG.invalid("Type") });
const priority = z.enum(TICKET_PRIORITIES, { error: MSG.invalid("Priority") });
const status = z.enum(TICKET_STATUSES, { error: MSG.invalid("Status") });

export const createTicketBody = z.object({
  subject: v.requiredString("Subject", 200),
  description: v.requiredString("Description", 5000),
  type,
  /** Default normal; a client's ticket is always normal (the firm sets the priority). */
  priority: priority.optional(),
  /** The case it is about (one the caller sees). */
  petitionId: v.optionalUuid("Case"),
  /** The client it is about (staff; a petitioner's own company is taken from its login). */
  companyId: v.optionalUuid("Client"),
});
export type CreateTicketBody = z.output<typeof createTicketBody>;

/** Any of: subject/description (the raiser while not done, or staff), status and priority (staff). */
export const updateTicketBody = z.object({
  id: v.uuid("Ticket"),
  subject: v.requiredString("Subject", 200).optional(),
  description: v.requiredString("Description", 5000).optional(),
  type: type.optional(),
  priority: priority.optional(),
  status: status.optional(),
});
export type UpdateTicketBody = z.output<typeof updateTicketBody>;

/** assigneeId null: nobody. */
export const assignTicketBody = z.object({ id: v.uuid("Ticket"), assigneeId: v.uuid("Assignee").nullable() });
export type AssignTicketBody = z.output<typeof assignTicketBody>;

export const ticketIdBody = z.object({ id: v.uuid("Ticket") });

export const commentBody = z.object({
  id: v.uuid("Ticket"),
  body: v.requiredString("Comment", 5000),
  /** A staff-only note (ticket.manage); a client's comment is never internal. */
  internal: z.boolean({ error: MSG.invalid("Internal") }).default(false),
  /** Keys of the caller's own files uploaded through /api/s3/upload (not attached to anything yet). */
  attachmentKeys: z
    .array(v.requiredString("File", 500))
    .max(MAX_ATTACHMENTS, { error: MSG.max(MAX_ATTACHMENTS) })
    .default([]),
});
export type CommentBody = z.output<typeof commentBody>;

/** A short-lived download URL of one attachment of the ticket. */
export const attachmentUrlBody = z.object({ id: v.uuid("Ticket"), attachmentId: v.uuid("Attachment") });
export type AttachmentUrlBody = z.output<typeof attachmentUrlBody>;

export const commentListBody = z.object({
  id: v.uuid("Ticket"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perpage: z.coerce.number().int().min(1).max(100).default(50),
});
export type CommentListBody = z.output<typeof commentListBody>;

export const ticketListBody = listRequest(
  TICKET_SORTS,
  z.object({
    status: status.optional(),
    /** Not resolved nor closed. */
    open: z.boolean({ error: MSG.invalid("Open") }).optional(),
    priority: priority.optional(),
    type: type.optional(),
    assigneeId: v.optionalUuid("Assignee"),
    unassigned: z.boolean({ error: MSG.invalid("Unassigned") }).optional(),
    petitionId: v.optionalUuid("Case"),
  }),
);
export type TicketListBody = z.output<typeof ticketListBody>;

type Ref = { id: string; name: string };

export type TicketListRow = {
  id: string;
  number: number;
  /** "TKT-000123" */
  displayNumber: string;
  subject: string;
  type: TicketType;
  priority: TicketPriority;
  status: TicketStatus;
  assignee: Ref | null;
  raisedBy: Ref & { client: boolean };
  case: { id: string; caseNumber: string } | null;
  client: Ref | null;
  createdAt: string;
  updatedAt: string;
  resolvedAt: string | null;
  sla: Sla;
};

export type TicketEventDto = {
  id: string;
  kind: "created" | "status_changed" | "assigned" | "priority_changed";
  from: string | null;
  to: string | null;
  /** For "assigned": the names of the users (from/to). */
  fromName: string | null;
  toName: string | null;
  actor: Ref | null;
  createdAt: string;
};

export type TicketDetails = TicketListRow & {
  description: string;
  events: TicketEventDto[];
  /** The statuses the caller may move it to now. */
  nextStatuses: TicketStatus[];
  /** Staff the ticket may be assigned to (only for a caller who may assign). */
  assignees: Ref[];
  actions: { edit: boolean; manage: boolean; comment: boolean; internalComment: boolean };
};

export type TicketAttachmentDto = { id: string; name: string; mimetype: string; size: number };

export type TicketCommentDto = { id: string; body: string; internal: boolean; author: Ref & { client: boolean }; attachments: TicketAttachmentDto[]; createdAt: string };

/** The dashboard's SUPPORT_TICKET figures: count per status within reach; the reader's open tickets (assigned to them, or raised by them) by age. */
/**
 * `unassigned`: the open tickets nobody holds yet, for the firm's triage roles (null for everyone else).
 */
export type TicketSummary = {
  byStatus: { status: TicketStatus; count: number }[];
  mine: TicketListRow[];
  mineTotal: number;
  mineIs: "assigned" | "raised";
  unassigned: { rows: TicketListRow[]; total: number } | null;
};

/** The firm's triage settings: `tenantId` only for the platform admin naming another firm (else 404). */
export const triageSettingsBody = z.object({ tenantId: v.optionalUuid("Firm") });
export type TriageSettingsBody = z.output<typeof triageSettingsBody>;

export const saveTriageSettingsBody = z.object({
  tenantId: v.optionalUuid("Firm"),
  triageRoleIds: z
    .array(
      z
        .number({ error: MSG.invalid("Role") })
        .int({ error: MSG.invalid("Role") })
        .refine((r) => TRIAGE_ROLE_CHOICES.includes(r), { error: MSG.invalid("Role") }),
      { error: MSG.required("Roles") },
    )
    .min(1, { error: MSG.required("Roles") })
    .max(TRIAGE_ROLE_CHOICES.length * 2, { error: MSG.invalid("Roles") })
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
});
export type SaveTriageSettingsBody = z.output<typeof saveTriageSettingsBody>;

/** The roles told of a new client ticket, the roles that may be chosen, and whether the firm never chose. */
export type TriageSettingsDto = { triageRoleIds: number[]; choices: number[]; isDefault: boolean };
