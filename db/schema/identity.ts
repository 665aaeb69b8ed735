// Users, their memberships in tenants, sessions and one-time tokens.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { branches, tenants } from "./tenancy";
import { companies } from "./clients";

export type UserPreferences = {
  theme?: "light" | "dark" | "semi-dark";
  locale?: "en" | "es";
  starredPages?: { path: string; title: string }[];
  /** Notification e-mails: at once (default when absent), one daily digest, or none. */
  notifyEmail?: "instant" | "digest" | "off";
  /** How short dates are shown and typed (lib/shared/format/date-order.ts): MM/DD/YYYY (default, both languages) or DD/MM/YYYY. */
  dateFormat?: "MDY" | "DMY";
};

// @owner server/auth
/** A person who can sign in. Global (one e-mail, one password); tenants are reached through memberships. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    name: text("name").notNull(),
    firstName: text("first_name"),
    middleName: text("middle_name"),
    lastName: text("last_name"),
    phone: text("phone"),
    phoneCountryCode: text("phone_country_code"),
    profilePicture: text("profile_picture"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    passwordUpdated: boolean("password_updated").notNull().default(false),
    registrationCompleted: boolean("registration_completed").notNull().default(false),
    preferences: jsonb("preferences").$type<UserPreferences>().notNull().default({}),
    deletionRequestedAt: timestamp("deletion_requested_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_uq").on(sql`lower(${t.email})`)],
);

// @owner server/auth
/**
 * A user's account in one tenant with one role (and for role 50 a company, for branch staff a branch).
 * The login chooser lists these as accounts, companies and branches.
 */
export const memberships = pgTable(
  "memberships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    userId: uuid("user_id").notNull().references(() => users.id),
    roleId: integer("role_id").notNull(),
    companyId: uuid("company_id").references(() => companies.id),
    branchId: uuid("branch_id").references(() => branches.id),
    /** user_status: 1 active, 2 inactive, 3 pending activation. */
    statusId: integer("status_id").notNull().default(3),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("memberships_tenant_role_idx").on(t.tenantId, t.roleId),
    index("memberships_user_idx").on(t.userId),
    unique("memberships_uq").on(t.tenantId, t.userId, t.roleId, t.companyId, t.branchId).nullsNotDistinct(),
  ],
);

// @owner server/auth
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id").notNull().references(() => users.id),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    membershipId: uuid("membership_id").notNull().references(() => memberships.id),
    /** The role at sign-in; a different role now answers ROLE_CHANGED. */
    roleId: integer("role_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sessions_token_uq").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

// @owner server/auth
/** Single-use, expiring tokens (activation, invitation, reset, e-mail verification, login choice, hand-off). */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    purpose: text("purpose").notNull(),
    userId: uuid("user_id").references(() => users.id),
    tenantId: uuid("tenant_id").references(() => tenants.id),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("one_time_tokens_hash_uq").on(t.tokenHash), index("one_time_tokens_user_idx").on(t.userId, t.purpose)],
);
