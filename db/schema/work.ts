// Platform services of daily work: in-app notifications, reminders (to-dos) with their assignees, and
// the rate-limit counters shared by every app process. The job queue itself is pg-boss's own schema
// ("pgboss"), created and migrated by pg-boss (lib/server/jobs).
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tenants } from "./tenancy";
import { users } from "./identity";
import { petitions } from "./cases";

// @owner notifications
/**
 * One notification for one user of one firm. The text is not stored: `kind` is a code and `params`
 * its parameters, rendered in the reader's language (messages/<locale>/notifications.json).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    /** The recipient. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** Who caused it (null: the system, e.g. the daily deadline scan). Never the recipient. */
    actorUserId: uuid("actor_user_id"),
    /** workflow.completed, case.assigned, questionnaire.submitted, documents.uploaded, … */
    kind: text("kind").notNull(),
    params: jsonb("params").$type<Record<string, string | number | null>>().notNull().default({}),
    /** The record it is about (a case), when there is one: read access is checked against it. */
    petitionId: uuid("petition_id").references(() => petitions.id),
    /** The app path it opens (e.g. /app/petition-details/<id>). */
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** When it left by e-mail (at once or in a digest); null while it has not. */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.tenantId, t.userId, t.createdAt),
    index("notifications_unread_idx").on(t.tenantId, t.userId).where(sql`${t.readAt} is null`),
    index("notifications_digest_idx").on(t.createdAt).where(sql`${t.emailedAt} is null`),
  ],
);

// @owner reminders
/**
 * A reminder (to-do): made by a user, or by the daily deadline scan from a deadline of a case or of
 * another record such as an I-9 (`source` 'deadline', one row per subject, deadline kind and offset: 30,
 * 14, 7, 1 days before, -1 = the day after, overdue). Dates are calendar dates (YYYY-MM-DD) with an optional time in `timezone`.
 */
export const reminders = pgTable(
  "reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    title: text("title").notNull(),
    notes: text("notes"),
    dueDate: text("due_date").notNull(),
    /** HH:mm in `timezone`, or null for the whole day. */
    dueTime: text("due_time"),
    timezone: text("timezone").notNull().default("America/New_York"),
    petitionId: uuid("petition_id").references(() => petitions.id),
    /** null, daily, weekly, monthly or yearly: marking a repeating reminder done opens the next one. */
    repeat: text("repeat"),
    /** open | done | dismissed */
    status: text("status").notNull().default("open"),
    /** manual | deadline */
    source: text("source").notNull().default("manual"),
    /** For source 'deadline': the registered kind (case.deadline, premium.clock, rfe.response, …). */
    deadlineKind: text("deadline_kind"),
    /** For source 'deadline': the date of the deadline itself. */
    deadlineDate: text("deadline_date"),
    /** For source 'deadline': days before the deadline (30, 14, 7, 1), or -1 for overdue. */
    offsetDays: integer("offset_days"),
    /** For source 'deadline': what the deadline is of — the case's id, or another record ("i9:<id>"). */
    deadlineSubject: text("deadline_subject"),
    /** For source 'deadline': the title's parameters (caseNumber, name…), rendered in the reader's language. */
    titleParams: jsonb("title_params").$type<Record<string, string | number | null>>(),
    createdBy: uuid("created_by"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reminders_tenant_due_idx").on(t.tenantId, t.status, t.dueDate),
    index("reminders_petition_idx").on(t.tenantId, t.petitionId),
    uniqueIndex("reminders_deadline_uq")
      .on(t.tenantId, t.deadlineSubject, t.deadlineKind, t.offsetDays)
      .where(sql`${t.source} = 'deadline'`),
  ],
);

// @owner reminders
export const reminderAssignees = pgTable(
  "reminder_assignees",
  {
    reminderId: uuid("reminder_id")
      .notNull()
      .references(() => reminders.id, { onDelete: "cascade" }),
    tenantId: uuid("tenant_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.reminderId, t.userId] }), index("reminder_assignees_user_idx").on(t.tenantId, t.userId)],
);

// @owner server/http
/**
 * Fixed-window counters of the rate limits (login attempts, resends …), shared by every app process.
 * `key` already names the scope (e.g. `login:<tenant>:<email>`); rows past `reset_at` are reused.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);
