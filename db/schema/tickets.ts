// Support tickets (issue 15 section 2): a firm's tickets raised by its staff and its clients (petitioner
// contacts, beneficiaries), about a case or in general, handled by the firm's staff. Numbered per firm without
// gaps (ticket_counters, taken under a row lock in the creating transaction; "TKT-000123"), with comments
// (internal ones are staff-only notes) and an append-only history (ticket_events). Owned by lib/modules/tickets.
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { petitions } from "./cases";
import { companies } from "./clients";
import { users } from "./identity";
import { branches, tenants } from "./tenancy";

// @owner tickets
export const ticketCounters = pgTable("ticket_counters", {
  tenantId: uuid("tenant_id").primaryKey().references(() => tenants.id),
  lastNumber: integer("last_number").notNull().default(0),
});

// @owner tickets
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    /** 1, 2, 3 … per firm, without gaps. */
    number: integer("number").notNull(),
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    /** question | document | case_update | billing | technical | other */
    type: text("type").notNull(),
    /** low | normal | high | urgent */
    priority: text("priority").notNull().default("normal"),
    /** open | in_progress | waiting_on_client | resolved | closed (transitions.ts decides the moves). */
    status: text("status").notNull().default("open"),
    assigneeUserId: uuid("assignee_user_id").references(() => users.id),
    raisedByUserId: uuid("raised_by_user_id").notNull().references(() => users.id),
    /** The role the raiser had (a client's tickets are told apart from the staff's). */
    raisedByRoleId: integer("raised_by_role_id").notNull(),
    petitionId: uuid("petition_id").references(() => petitions.id),
    /** The client the ticket is about: the case's petitioner, or the raising petitioner's company. */
    companyId: uuid("company_id").references(() => companies.id),
    /** The branch of the case or the client (a branch manager's reach). */
    branchId: uuid("branch_id").references(() => branches.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("support_tickets_number_uq").on(t.tenantId, t.number),
    index("support_tickets_status_idx").on(t.tenantId, t.status, t.createdAt),
    index("support_tickets_assignee_idx").on(t.tenantId, t.assigneeUserId, t.createdAt),
    index("support_tickets_raised_by_idx").on(t.tenantId, t.raisedByUserId, t.createdAt),
    index("support_tickets_company_idx").on(t.tenantId, t.companyId, t.createdAt),
    index("support_tickets_petition_idx").on(t.tenantId, t.petitionId),
    // The global search's typo-tolerant match (pg_trgm, lib/server/db/text-search.ts).
    index("support_tickets_subject_trgm_idx").using("gin", t.subject.op("gin_trgm_ops")),
  ],
);
export type SupportTicketRow = typeof supportTickets.$inferSelect;

// @owner tickets
export const ticketComments = pgTable(
  "ticket_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    ticketId: uuid("ticket_id").notNull().references(() => supportTickets.id),
    authorUserId: uuid("author_user_id").notNull().references(() => users.id),
    body: text("body").notNull(),
    /** A staff-only note: never answered to a client. */
    internal: boolean("internal").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ticket_comments_ticket_idx").on(t.tenantId, t.ticketId, t.createdAt)],
);
export type TicketCommentRow = typeof ticketComments.$inferSelect;

// @owner tickets
export const ticketEvents = pgTable(
  "ticket_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    ticketId: uuid("ticket_id").notNull().references(() => supportTickets.id),
    /** The order of the history (several events of one transaction share its time). */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    actorUserId: uuid("actor_user_id").references(() => users.id),
    /** created | status_changed | assigned | priority_changed (append-only). */
    kind: text("kind").notNull(),
    /** status_changed / priority_changed: { from, to }; assigned: { from, to } user ids (null: nobody). */
    data: jsonb("data").$type<{ from?: string | null; to?: string | null }>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ticket_events_ticket_idx").on(t.tenantId, t.ticketId, t.seq)],
);
export type TicketEventRow = typeof ticketEvents.$inferSelect;

// @owner tickets
/**
 * Files attached to a ticket's comments (issue 15 "attachments"): uploaded first through /api/s3/upload (the
 * documents module's unattached uploads), then taken over by the comment (documents' claimUploads) — the row
 * here owns the stored file. An internal note's files are as hidden from clients as the note.
 */
export const ticketAttachments = pgTable(
  "ticket_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    ticketId: uuid("ticket_id").notNull().references(() => supportTickets.id),
    commentId: uuid("comment_id").notNull().references(() => ticketComments.id),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    mimetype: text("mimetype").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    uploadedByUserId: uuid("uploaded_by_user_id").notNull().references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ticket_attachments_comment_idx").on(t.tenantId, t.ticketId, t.commentId), uniqueIndex("ticket_attachments_key_uq").on(t.fileKey)],
);
export type TicketAttachmentRow = typeof ticketAttachments.$inferSelect;

// @owner tickets
/**
 * The firm's ticket settings (issue 33): the roles whose active members are told of a new ticket from a client
 * (triage) and see the unassigned open tickets in their dashboard. No row: the default (admins and front office,
 * lib/modules/tickets/triage.ts). Owned by lib/modules/tickets.
 */
export const ticketSettings = pgTable("ticket_settings", {
  tenantId: uuid("tenant_id").primaryKey().references(() => tenants.id),
  triageRoleIds: jsonb("triage_role_ids").$type<number[]>().notNull(),
  updatedByUserId: uuid("updated_by_user_id").references(() => users.id),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type TicketSettingsRow = typeof ticketSettings.$inferSelect;
