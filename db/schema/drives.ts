// Cloud drives (issue 15 section 5): a firm's connection to Google Drive, Dropbox or OneDrive (one per
// provider per firm, the connecting user recorded) with its OAuth tokens sealed with the app's secret, and
// the OAuth states of connections under way (bound to the firm, the user and the provider; PKCE verifier;
// used once). Owned by lib/modules/drives.
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tenants } from "./tenancy";

// @owner drives
export const driveConnections = pgTable(
  "drive_connections",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    /** google | dropbox | onedrive */
    provider: text("provider").notNull(),
    /** The account connected (e-mail or display name, as the provider tells it). */
    accountLabel: text("account_label"),
    /** { accessToken, refreshToken } sealed with the app's secret; null when disconnected. */
    tokensSealed: text("tokens_sealed"),
    accessExpiresAt: timestamp("access_expires_at", { withTimezone: true }),
    /** Bumped on every token change (tests and the refresh's re-read). */
    tokenVersion: integer("token_version").notNull().default(0),
    connectedByUserId: uuid("connected_by_user_id"),
    connectedAt: timestamp("connected_at", { withTimezone: true }),
    lastError: text("last_error"),
    lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.provider] })],
);
export type DriveConnectionRow = typeof driveConnections.$inferSelect;

// @owner drives
/** A connection under way: the OAuth `state` (hashed) bound to the firm, the user and the provider, with the PKCE verifier; used once. */
export const driveOauthStates = pgTable(
  "drive_oauth_states",
  {
    stateHash: text("state_hash").primaryKey(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    userId: uuid("user_id").notNull(),
    provider: text("provider").notNull(),
    /** The PKCE code_verifier (sealed with the app's secret), sent with the code exchange. */
    verifierSealed: text("verifier_sealed").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("drive_oauth_states_tenant_idx").on(t.tenantId, t.createdAt)],
);
