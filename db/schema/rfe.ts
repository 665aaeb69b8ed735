// RFE cases (spec: /ref-cases, /rfe-petition/*): the firm's project of answering a USCIS request for
// evidence or notice of intent to deny on a petition. Owned by the cases module (a case variant); its
// history lines are the petition's (petition_history.rfe_case_id), its documents the petition's
// (petition_documents.rfe_case_id, categories rfe_response and rfe_scanned_copy).
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { petitions } from "./cases";
import { tenants } from "./tenancy";

/** One point USCIS raised, worked through by the team. */
export type RfeIssue = { id: string; text: string; resolved: boolean };

// @owner cases
export const rfeCases = pgTable(
  "rfe_cases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    petitionId: uuid("petition_id").notNull().references(() => petitions.id),
    /** 1 for the petition's first RFE/NOID, 2 for a further one … (shown as <case number>-R<n>). */
    sequence: integer("sequence").notNull(),
    /** RFE | NOID */
    kind: text("kind").notNull(),
    noticeDate: text("notice_date").notNull(),
    servedByMail: boolean("served_by_mail").notNull().default(false),
    /** Domain rule 18 (rfeResponseDue), kept with the notice so lists sort and filter on it. */
    dueDate: text("due_date").notNull(),
    issues: jsonb("issues").$type<RfeIssue[]>().notNull().default([]),
    /** petition_status 24 RFE Received, 30 NOID, 32, 33, 9, 10, 25, 26, then 22 / 23 / 31. */
    statusId: integer("status_id").notNull(),
    completedActivities: jsonb("completed_activities").$type<string[]>().notNull().default([]),
    nextWorkflowActivity: text("next_workflow_activity"),
    attorneyUserId: uuid("attorney_user_id"),
    paralegalUserId: uuid("paralegal_user_id"),
    petitionerSignRequested: boolean("petitioner_sign_requested").notNull().default(false),
    carrierId: integer("carrier_id"),
    trackingNumber: text("tracking_number"),
    filedDate: text("filed_date"),
    receivedDate: text("received_date"),
    /** approved | denied | withdrawn | rfe | noid (a further notice opens the next RFE case) */
    outcome: text("outcome"),
    outcomeDate: text("outcome_date"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdByUserId: uuid("created_by_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("rfe_cases_petition_sequence_uq").on(t.petitionId, t.sequence),
    // At most one open RFE case per petition.
    uniqueIndex("rfe_cases_open_uq").on(t.petitionId).where(sql`closed_at is null`),
    index("rfe_cases_tenant_due_idx").on(t.tenantId, t.dueDate),
    index("rfe_cases_tenant_created_idx").on(t.tenantId, t.createdAt),
  ],
);

export type RfeCaseRow = typeof rfeCases.$inferSelect;
