// QuickBooks Online (issue 14 section 2): a firm's connection to one QuickBooks company (realm) with its
// OAuth tokens sealed with the app's secret, what to sync, the OAuth states of connections under way, the
// links client ↔ QuickBooks customer, the invoices pushed (QuickBooks id and SyncToken by invoice id), the
// payments pulled back (once each) and the webhook events seen (dedupe). Owned by lib/modules/quickbooks.
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./clients";
import { invoices } from "./invoices";
import { tenants } from "./tenancy";

// @owner quickbooks
export const quickbooksConnections = pgTable(
  "quickbooks_connections",
  {
    /** One connection (and one set of settings) per firm. */
    tenantId: uuid("tenant_id")
      .primaryKey()
      .references(() => tenants.id),
    /** The QuickBooks company id; null while not connected (settings kept after a disconnect). */
    realmId: text("realm_id"),
    companyName: text("company_name"),
    environment: text("environment"),
    /** { accessToken, refreshToken } sealed with the app's secret (iron-session sealData); null when disconnected. */
    tokensSealed: text("tokens_sealed"),
    accessExpiresAt: timestamp("access_expires_at", { withTimezone: true }),
    refreshExpiresAt: timestamp("refresh_expires_at", { withTimezone: true }),
    /** Bumped on every token rotation (tests and the status page). */
    tokenVersion: integer("token_version").notNull().default(0),
    connectedByUserId: uuid("connected_by_user_id"),
    connectedAt: timestamp("connected_at", { withTimezone: true }),
    // What to sync.
    pushInvoices: boolean("push_invoices").notNull().default(true),
    pullPayments: boolean("pull_payments").notNull().default(true),
    /** QuickBooks Item ids of the invoice lines by kind (legal fee, filing fee, expense, other). */
    legalFeeItemId: text("legal_fee_item_id"),
    filingFeeItemId: text("filing_fee_item_id"),
    expenseItemId: text("expense_item_id"),
    otherItemId: text("other_item_id"),
    /** The QuickBooks income account new items would use (shown; items carry their own account). */
    incomeAccountId: text("income_account_id"),
    lastSyncAt: timestamp("last_sync_at", { withTimezone: true }),
    /** The change feed's high-water mark (the daily reconcile asks CDC for changes since then). */
    lastCdcAt: timestamp("last_cdc_at", { withTimezone: true }),
    lastError: text("last_error"),
    lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("quickbooks_connections_realm_uq").on(t.realmId).where(sql`${t.realmId} is not null`)],
);
export type QuickbooksConnectionRow = typeof quickbooksConnections.$inferSelect;

// @owner quickbooks
/** A connection under way: the OAuth `state` (hashed), bound to the firm and the user who started it, used once. */
export const quickbooksOauthStates = pgTable("quickbooks_oauth_states", {
  stateHash: text("state_hash").primaryKey(),
  tenantId: uuid("tenant_id")
    .notNull()
    .references(() => tenants.id),
  userId: uuid("user_id").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// @owner quickbooks
export const quickbooksCustomerLinks = pgTable(
  "quickbooks_customer_links",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    customerId: text("customer_id").notNull(),
    displayName: text("display_name").notNull(),
    linkedByUserId: uuid("linked_by_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.companyId] }), uniqueIndex("quickbooks_customer_links_customer_uq").on(t.tenantId, t.customerId)],
);

// @owner quickbooks
export const quickbooksInvoiceSyncs = pgTable(
  "quickbooks_invoice_syncs",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id),
    qbInvoiceId: text("qb_invoice_id"),
    syncToken: text("sync_token"),
    pushedAt: timestamp("pushed_at", { withTimezone: true }),
    pushCount: integer("push_count").notNull().default(0),
    lastError: text("last_error"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.invoiceId] }), index("quickbooks_invoice_syncs_qb_idx").on(t.tenantId, t.qbInvoiceId)],
);

// @owner quickbooks
/** A QuickBooks payment's share of one invoice, recorded once through the invoices service. */
export const quickbooksPaymentSyncs = pgTable(
  "quickbooks_payment_syncs",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    qbPaymentId: text("qb_payment_id").notNull(),
    qbInvoiceId: text("qb_invoice_id").notNull(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id),
    amountCents: integer("amount_cents").notNull(),
    /** Why nothing was recorded (already paid by hand, invoice void …); null when recorded. */
    skipped: text("skipped"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.qbPaymentId, t.qbInvoiceId] })],
);

// @owner quickbooks
/**
 * Our invoice payments as QuickBooks Payments (linked to the pushed invoice): one row per payment of ours
 * (no foreign key: a failed bank debit's payment row is deleted, and then its QuickBooks Payment is voided).
 * `origin` pulled: the payment came from QuickBooks (never pushed back). `amountCents` is the amount last sent.
 */
export const quickbooksPaymentPushes = pgTable(
  "quickbooks_payment_pushes",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    paymentId: uuid("payment_id").notNull(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id),
    /** pushed | pulled */
    origin: text("origin").notNull().default("pushed"),
    qbPaymentId: text("qb_payment_id"),
    syncToken: text("sync_token"),
    amountCents: integer("amount_cents"),
    pushedAt: timestamp("pushed_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    lastError: text("last_error"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.paymentId] }), index("quickbooks_payment_pushes_invoice_idx").on(t.tenantId, t.invoiceId)],
);
export type QuickbooksPaymentPushRow = typeof quickbooksPaymentPushes.$inferSelect;

// @owner quickbooks
/** Webhook events already taken (dedupe by the event's id, or a hash of realm + entity + operation + time). */
export const quickbooksWebhookEvents = pgTable("quickbooks_webhook_events", {
  eventKey: text("event_key").primaryKey(),
  realmId: text("realm_id").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
