// Invoices a firm sends its clients (issue 14 section 1): numbered per firm without gaps (invoice_counters,
// taken under a row lock in the creating transaction; an invoice is voided, never deleted), for one case or
// several (invoice_cases), with line items, a discount and tax in integer cents, the payments recorded
// against it, and the link the client opens (its hash). Owned by lib/modules/invoices.
import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { petitions } from "./cases";
import { companies } from "./clients";
import { tenants } from "./tenancy";

// @owner invoices
export const invoiceCounters = pgTable("invoice_counters", {
  tenantId: uuid("tenant_id").primaryKey().references(() => tenants.id),
  lastNumber: integer("last_number").notNull().default(0),
});

// @owner invoices
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    /** 1, 2, 3 … per firm, without gaps. */
    number: integer("number").notNull(),
    companyId: uuid("company_id").notNull().references(() => companies.id),
    /** not_sent | sent | viewed | partially_paid | paid | deposited | delivery_error | expired | void (status.ts decides). */
    status: text("status").notNull().default("not_sent"),
    issueDate: date("issue_date", { mode: "string" }).notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    billToName: text("bill_to_name").notNull(),
    billToEmail: text("bill_to_email"),
    /** The client's language (en | es): the PDF's labels and the payment instructions follow it. */
    language: text("language").notNull().default("en"),
    notes: text("notes"),
    subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull(),
    discountCents: bigint("discount_cents", { mode: "number" }).notNull().default(0),
    /** Tax rate in basis points (825 = 8.25 %), on the taxable lines after their share of the discount. */
    taxRateBp: integer("tax_rate_bp").notNull().default(0),
    taxCents: bigint("tax_cents", { mode: "number" }).notNull().default(0),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    paidCents: bigint("paid_cents", { mode: "number" }).notNull().default(0),
    /** The e-mail that sent it (email_outbox): a delivery that failed for good is a delivery_error. */
    sentMailId: uuid("sent_mail_id"),
    /** The address(es) the last sending went to (the history's "Sent to"), which may differ from bill_to_email. */
    sentTo: text("sent_to"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    voidReason: text("void_reason"),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    /** Paid online into the firm's trust Stripe account (unearned fees) instead of its operating one. */
    payIntoTrust: boolean("pay_into_trust").notNull().default(false),
    createdByUserId: uuid("created_by_user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invoices_number_uq").on(t.tenantId, t.number),
    index("invoices_status_idx").on(t.tenantId, t.status, t.dueDate),
    index("invoices_company_idx").on(t.tenantId, t.companyId, t.createdAt),
    // The global search's typo-tolerant match (pg_trgm, lib/server/db/text-search.ts).
    index("invoices_bill_to_name_trgm_idx").using("gin", t.billToName.op("gin_trgm_ops")),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

// @owner invoices
export const invoiceCases = pgTable(
  "invoice_cases",
  {
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    invoiceId: uuid("invoice_id").notNull().references(() => invoices.id),
    petitionId: uuid("petition_id").notNull().references(() => petitions.id),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.petitionId] }), index("invoice_cases_case_idx").on(t.tenantId, t.petitionId)],
);

// @owner invoices
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    invoiceId: uuid("invoice_id").notNull().references(() => invoices.id),
    position: integer("position").notNull(),
    /** legal_fee | filing_fee | expense | other */
    kind: text("kind").notNull(),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    unitCents: bigint("unit_cents", { mode: "number" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    taxable: boolean("taxable").notNull().default(false),
    petitionId: uuid("petition_id"),
    /** A line made from the fee schedule: the fee's code (messages/<locale>/fees.json `fee.<code>`), so its name is shown in the reader's language; null for a line typed by hand. */
    feeCode: text("fee_code"),
  },
  (t) => [index("invoice_lines_invoice_idx").on(t.tenantId, t.invoiceId, t.position)],
);
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

// @owner invoices
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    invoiceId: uuid("invoice_id").notNull().references(() => invoices.id),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    /** check | ach | card | wire | cash | other */
    method: text("method").notNull(),
    reference: text("reference"),
    depositedOn: date("deposited_on", { mode: "string" }),
    /** The firm user who entered it; null for a payment the client made online (Stripe). */
    recordedByUserId: uuid("recorded_by_user_id"),
    /** An online payment: the Stripe account paid (operating | trust) and its PaymentIntent (recorded once). */
    account: text("account"),
    providerRef: text("provider_ref"),
    /** Refunded in Stripe so far (pending and succeeded refunds, invoice_payment_refunds): off the paid amount. */
    refundedCents: bigint("refunded_cents", { mode: "number" }).notNull().default(0),
    /** A card dispute (chargeback) in Stripe: open | won | lost (null: none); a lost one takes `disputedCents` off. */
    disputeStatus: text("dispute_status"),
    disputeRef: text("dispute_ref"),
    disputedCents: bigint("disputed_cents", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("invoice_payments_invoice_idx").on(t.tenantId, t.invoiceId, t.paidOn), uniqueIndex("invoice_payments_provider_ref_uq").on(t.tenantId, t.providerRef)],
);
export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;

// @owner invoices
/**
 * Refunds of an online payment (Stripe Refund objects, re_…), started from the invoice screen or in Stripe's
 * dashboard and brought back by the webhook: one row per refund, its amount and Stripe status (pending |
 * requires_action | succeeded | failed | canceled); the pending and succeeded ones are off the paid amount.
 * No foreign key to the payment: a failed bank debit's payment row is deleted (its refunds stay for the audit).
 */
export const invoicePaymentRefunds = pgTable(
  "invoice_payment_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    invoiceId: uuid("invoice_id").notNull().references(() => invoices.id),
    paymentId: uuid("payment_id").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    status: text("status").notNull(),
    /** The Stripe Refund id (re_…), once per firm. */
    providerRef: text("provider_ref").notNull(),
    reason: text("reason"),
    /** The firm user who started it here; null for one made in Stripe. */
    createdByUserId: uuid("created_by_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("invoice_payment_refunds_ref_uq").on(t.tenantId, t.providerRef), index("invoice_payment_refunds_invoice_idx").on(t.tenantId, t.invoiceId, t.createdAt)],
);
export type InvoicePaymentRefundRow = typeof invoicePaymentRefunds.$inferSelect;

// @owner invoices
/** The firm's invoice settings (one row per firm, absent until saved): the payment instructions printed on every invoice PDF, in English and Spanish. */
export const invoiceSettings = pgTable("invoice_settings", {
  tenantId: uuid("tenant_id").primaryKey().references(() => tenants.id),
  paymentInstructions: text("payment_instructions"),
  /** The Spanish text for a client whose language is es; the English one when empty. */
  paymentInstructionsEs: text("payment_instructions_es"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// @owner invoices
/**
 * The firm's own Stripe accounts its clients pay invoices into (issue 33 §4): "operating", and optionally
 * "trust" for invoices marked pay into trust. The secret key and the webhook's signing secret are sealed at
 * rest with the app's secret (lib/server/auth/sealed.ts), never answered; the publishable key is public.
 */
export const invoiceStripeAccounts = pgTable(
  "invoice_stripe_accounts",
  {
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    /** operating | trust */
    account: text("account").notNull(),
    publishableKey: text("publishable_key").notNull(),
    /** sealSecret({ secretKey, webhookSecret }) */
    secretsSealed: text("secrets_sealed").notNull(),
    /** The secret key's last four characters, to tell the keys apart on the settings screen. */
    secretKeyLast4: text("secret_key_last4").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.account] })],
);
