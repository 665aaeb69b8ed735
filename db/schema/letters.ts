// A firm's letter templates (issue 13 section 1; spec /form-letter/*): support letters, cover letters,
// engagement letters … written in a safe template language (Handlebars: merge fields and if/unless only,
// checked on save) and generated for a case as Word or PDF into its forms and letters. Owned by
// lib/modules/letters.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tenants } from "./tenancy";

// @owner letters
export const letterTemplates = pgTable(
  "letter_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    name: text("name").notNull(),
    /** support_letter | cover_letter | g28_cover | engagement_letter | expert_opinion_request | rfe_response_cover | other */
    kind: text("kind").notNull(),
    /** The language the letter is written in (en | es): dates and the missing-field marks follow it. */
    language: text("language").notNull().default("en"),
    /** The template's text: lines as written, merge fields as {{beneficiary.fullName}}. */
    body: text("body").notNull(),
    /** Raised by every update (optimistic concurrency: an update names the version it edited). */
    version: integer("version").notNull().default(1),
    createdByUserId: uuid("created_by_user_id"),
    updatedByUserId: uuid("updated_by_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("letter_templates_tenant_idx").on(t.tenantId),
    uniqueIndex("letter_templates_name_uq").on(t.tenantId, sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`),
  ],
);
export type LetterTemplateRow = typeof letterTemplates.$inferSelect;
