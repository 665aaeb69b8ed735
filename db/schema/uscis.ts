// The USCIS Case Status API (developer.uscis.gov, Torch program): a firm's or the platform's credentials
// (the client secret sealed with the app's secret), and the last status USCIS gave for each case's
// receipt number. Owned by lib/modules/uscis.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { petitions } from "./cases";
import { tenants } from "./tenancy";

// @owner uscis
export const uscisApiSettings = pgTable(
  "uscis_api_settings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** null: the platform's, used by every firm without its own. */
    tenantId: uuid("tenant_id").references(() => tenants.id),
    baseUrl: text("base_url").notNull(),
    clientId: text("client_id").notNull(),
    /** The client secret sealed with the app's secret (iron-session sealData). */
    clientSecretSealed: text("client_secret_sealed").notNull(),
    /** Requests a day the credentials allow (1,000 in the sandbox) and per second (5 in the sandbox, 10 in production). */
    dailyLimit: integer("daily_limit").notNull().default(1000),
    perSecond: integer("per_second").notNull().default(5),
    /** Requests made on `usageDay` (UTC), counted against dailyLimit. */
    usageDay: text("usage_day"),
    usageCount: integer("usage_count").notNull().default(0),
    updatedByUserId: uuid("updated_by_user_id"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("uscis_api_settings_firm_uq").on(t.tenantId).where(sql`tenant_id is not null`),
    uniqueIndex("uscis_api_settings_platform_uq").on(sql`(tenant_id is null)`).where(sql`tenant_id is null`),
  ],
);
export type UscisApiSettingsRow = typeof uscisApiSettings.$inferSelect;

export type UscisHistoryEntry = { date: string | null; text: string };

// @owner uscis
export const uscisCaseStatuses = pgTable(
  "uscis_case_statuses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    petitionId: uuid("petition_id").notNull().references(() => petitions.id),
    /** Whose receipt: "case" (the petition's own) or a green-card stage (i140, i485, i765, i131). */
    stage: text("stage").notNull().default("case"),
    receiptNumber: text("receipt_number").notNull(),
    formType: text("form_type"),
    submittedDate: text("submitted_date"),
    statusText: text("status_text"),
    statusDescription: text("status_description"),
    history: jsonb("history").$type<UscisHistoryEntry[]>().notNull().default([]),
    /** The last answer that was not a status: not_found (404), invalid (422), limited (429), failed. */
    lastError: text("last_error"),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    changedAt: timestamp("changed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("uscis_case_statuses_petition_stage_uq").on(t.petitionId, t.stage), index("uscis_case_statuses_tenant_checked_idx").on(t.tenantId, t.checkedAt)],
);
export type UscisCaseStatusRow = typeof uscisCaseStatuses.$inferSelect;
