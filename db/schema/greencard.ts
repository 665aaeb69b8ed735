// Green-card employment cases (sub type 15; spec /gc-employment-details/{id}, /gc-petition/*): the
// green-card details of the case (category, chargeability, priority date), its USCIS stages after the
// PERM record (I-140, I-485, I-765, I-131), and the Visa Bulletin's monthly tables (a firm's own, or the
// platform's for every firm). Owned by lib/modules/greencard.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { petitions } from "./cases";
import { tenants } from "./tenancy";

// @owner greencard
export const gcCases = pgTable(
  "gc_cases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    petitionId: uuid("petition_id").notNull().references(() => petitions.id),
    /** EB1 | EB2 | EB3 | EB3_OTHER */
    category: text("category"),
    /** ALL | CHINA | INDIA | MEXICO | PHILIPPINES (from the country of birth unless set) */
    chargeability: text("chargeability"),
    /** Set by hand (e.g. kept from an earlier approved I-140); else the PERM filing or the I-140 receipt. */
    priorityDate: text("priority_date"),
    /** What the Visa Bulletin said at the last check, per chart: current | not_current | unavailable | unknown. */
    finalActionState: text("final_action_state"),
    filingState: text("filing_state"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("gc_cases_petition_uq").on(t.petitionId), index("gc_cases_tenant_idx").on(t.tenantId)],
);
export type GcCaseRow = typeof gcCases.$inferSelect;

// @owner greencard
/** One USCIS stage of the green card after the labor certification. */
export const gcStages = pgTable(
  "gc_stages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    petitionId: uuid("petition_id").notNull().references(() => petitions.id),
    /** i140 | i485 | i765 | i131 */
    stage: text("stage").notNull(),
    receiptNumber: text("receipt_number"),
    /** The receipt (filing) date USCIS gives: for an I-140 without PERM, the priority date. */
    receiptDate: text("receipt_date"),
    /** not_filed | filed | rfe | approved | denied | withdrawn */
    status: text("status").notNull().default("not_filed"),
    decisionDate: text("decision_date"),
    notes: text("notes"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("gc_stages_petition_stage_uq").on(t.petitionId, t.stage), index("gc_stages_tenant_receipt_idx").on(t.tenantId, t.receiptNumber)],
);
export type GcStageRow = typeof gcStages.$inferSelect;

// @owner greencard
/**
 * One cell of a month's Visa Bulletin: the chart (final action dates or dates for filing), the category
 * and the chargeability area, with "C" (current), "U" (unavailable) or the cut-off date. `tenantId` null:
 * the platform's table, for every firm that has not entered its own for that month.
 */
export const visaBulletinEntries = pgTable(
  "visa_bulletin_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").references(() => tenants.id),
    /** YYYY-MM */
    month: text("month").notNull(),
    /** final_action | filing */
    chart: text("chart").notNull(),
    category: text("category").notNull(),
    chargeability: text("chargeability").notNull(),
    /** "C", "U" or YYYY-MM-DD */
    value: text("value").notNull(),
    updatedByUserId: uuid("updated_by_user_id"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("visa_bulletin_firm_cell_uq").on(t.tenantId, t.month, t.chart, t.category, t.chargeability).where(sql`tenant_id is not null`),
    uniqueIndex("visa_bulletin_platform_cell_uq").on(t.month, t.chart, t.category, t.chargeability).where(sql`tenant_id is null`),
  ],
);
export type VisaBulletinRow = typeof visaBulletinEntries.$inferSelect;

// @owner greencard
/**
 * Each attempt of the platform's monthly fetch of the Department of State's Visa Bulletin
 * (lib/modules/greencard/bulletin-fetch.ts): the month asked for, the page's address, and either the
 * cells stored or why it failed. Platform-wide (no tenant): the bulletin is fetched once for every firm.
 */
export const visaBulletinFetches = pgTable(
  "visa_bulletin_fetches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** YYYY-MM: the bulletin month asked for. */
    month: text("month").notNull(),
    url: text("url"),
    /** ok | not_published | failed */
    outcome: text("outcome").notNull(),
    /** Cells stored (ok) or the reason (failed), in English for the platform admin's log. */
    cells: integer("cells").notNull().default(0),
    error: text("error"),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("visa_bulletin_fetches_attempted_idx").on(t.attemptedAt)],
);
export type VisaBulletinFetchRow = typeof visaBulletinFetches.$inferSelect;
