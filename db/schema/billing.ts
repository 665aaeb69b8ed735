// The platform's subscription billing (issue 14 section 3, the spec's /payapi/): plans (platform data, rows
// inserted by the migration), subscribers (a firm, or a petitioner company of a firm), their subscription,
// payment methods (references only: a provider's id, a card's brand and last 4, "Check on file"; never a
// card number), the platform's invoices to them (billing_invoices: not the firm's client invoices), coupons
// and their redemptions, and the payment provider's webhook events seen (processed once). Owned by
// lib/modules/billing.
import { sql } from "drizzle-orm";
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./clients";
import { tenants } from "./tenancy";

/** The billing address as printed on an invoice (free text: any country). */
export type BillingAddress = { line1: string; line2?: string; city?: string; state?: string; postalCode?: string; country?: string };

// @owner billing
export const billingPlans = pgTable("billing_plans", {
  /** CASE, I9, PAF, I9_PAF, CASE_I9_PAF … */
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  /** The products the plan gives, in order (the codes tenants.selected_plans holds: CASE, I9, PAF). */
  products: jsonb("products").$type<string[]>().notNull(),
  monthlyCents: integer("monthly_cents").notNull(),
  yearlyCents: integer("yearly_cents").notNull(),
  /** Price per seat (times the subscription's seats) or flat. */
  perSeat: boolean("per_seat").notNull().default(false),
  /** Offered to end users (plans/list-for-end-users). */
  active: boolean("active").notNull().default(true),
  sort: integer("sort").notNull().default(0),
});
export type BillingPlanRow = typeof billingPlans.$inferSelect;

// @owner billing
export const billingSubscribers = pgTable(
  "billing_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    /** Null: the firm itself; else the petitioner company subscribing. */
    companyId: uuid("company_id").references(() => companies.id),
    name: text("name"),
    email: text("email"),
    address: jsonb("address").$type<BillingAddress>(),
    taxId: text("tax_id"),
    /** manual | stripe: the provider that holds its payment methods. */
    provider: text("provider").notNull().default("manual"),
    providerCustomerId: text("provider_customer_id"),
    /** Credit left by a downgrade's proration, taken off the next invoices. */
    creditCents: bigint("credit_cents", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("billing_subscribers_firm_uq").on(t.tenantId).where(sql`company_id is null`),
    uniqueIndex("billing_subscribers_company_uq").on(t.tenantId, t.companyId).where(sql`company_id is not null`),
  ],
);
export type BillingSubscriberRow = typeof billingSubscribers.$inferSelect;

// @owner billing
export const billingSubscriptions = pgTable(
  "billing_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    subscriberId: uuid("subscriber_id").notNull().references(() => billingSubscribers.id),
    planCode: text("plan_code").notNull().references(() => billingPlans.code),
    /** month | year */
    interval: text("interval").notNull(),
    seats: integer("seats").notNull().default(1),
    /** active | canceled */
    status: text("status").notNull().default("active"),
    /** The current period: start included, end excluded (YYYY-MM-DD). */
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    /** plans/unSubscribe: ends at periodEnd, no renewal. */
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    couponId: uuid("coupon_id"),
    /** Invoices the coupon still applies to (null: forever). */
    couponPeriodsLeft: integer("coupon_periods_left"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("billing_subscriptions_active_uq").on(t.subscriberId).where(sql`status = 'active'`),
    index("billing_subscriptions_tenant_idx").on(t.tenantId, t.subscriberId),
  ],
);
export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;

// @owner billing
export const billingPaymentMethods = pgTable(
  "billing_payment_methods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    subscriberId: uuid("subscriber_id").notNull().references(() => billingSubscribers.id),
    provider: text("provider").notNull(),
    /** The provider's id (Stripe pm_…); null for a manual reference. */
    providerRef: text("provider_ref"),
    /** card | check | bank | other */
    kind: text("kind").notNull(),
    label: text("label"),
    brand: text("brand"),
    last4: text("last4"),
    expMonth: integer("exp_month"),
    expYear: integer("exp_year"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("billing_payment_methods_tenant_idx").on(t.tenantId, t.subscriberId)],
);
export type BillingPaymentMethodRow = typeof billingPaymentMethods.$inferSelect;

export type BillingInvoiceLine = { description: string; amountCents: number };

// @owner billing
export const billingInvoices = pgTable(
  "billing_invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** B-000001 …, one sequence for the platform. */
    number: bigint("number", { mode: "number" }).generatedAlwaysAsIdentity(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    subscriberId: uuid("subscriber_id").notNull().references(() => billingSubscribers.id),
    subscriptionId: uuid("subscription_id").references(() => billingSubscriptions.id),
    /** open | paid | failed | void */
    status: text("status").notNull().default("open"),
    currency: text("currency").notNull().default("USD"),
    lines: jsonb("lines").$type<BillingInvoiceLine[]>().notNull(),
    subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull(),
    discountCents: bigint("discount_cents", { mode: "number" }).notNull().default(0),
    creditCents: bigint("credit_cents", { mode: "number" }).notNull().default(0),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    periodStart: date("period_start", { mode: "string" }),
    periodEnd: date("period_end", { mode: "string" }),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    provider: text("provider").notNull(),
    /** The provider's payment (Stripe pi_…). */
    providerRef: text("provider_ref"),
    failureMessage: text("failure_message"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    markedPaidByUserId: uuid("marked_paid_by_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("billing_invoices_tenant_idx").on(t.tenantId, t.subscriberId, t.createdAt),
    uniqueIndex("billing_invoices_provider_ref_uq").on(t.providerRef).where(sql`provider_ref is not null`),
  ],
);
export type BillingInvoiceRow = typeof billingInvoices.$inferSelect;

// @owner billing
export const billingCoupons = pgTable(
  "billing_coupons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Upper case, unique on the platform. */
    code: text("code").notNull(),
    /** percent | amount */
    kind: text("kind").notNull(),
    percentOff: integer("percent_off"),
    amountOffCents: integer("amount_off_cents"),
    /** once | repeating | forever */
    duration: text("duration").notNull(),
    durationMonths: integer("duration_months"),
    maxRedemptions: integer("max_redemptions"),
    redeemedCount: integer("redeemed_count").notNull().default(0),
    /** Last day it may be redeemed (YYYY-MM-DD). */
    expiresOn: date("expires_on", { mode: "string" }),
    createdByUserId: uuid("created_by_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("billing_coupons_code_uq").on(t.code)],
);
export type BillingCouponRow = typeof billingCoupons.$inferSelect;

// @owner billing
export const billingCouponRedemptions = pgTable(
  "billing_coupon_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    couponId: uuid("coupon_id").notNull().references(() => billingCoupons.id),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    subscriberId: uuid("subscriber_id").notNull().references(() => billingSubscribers.id),
    subscriptionId: uuid("subscription_id").references(() => billingSubscriptions.id),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("billing_coupon_redemptions_uq").on(t.couponId, t.subscriberId)],
);

// @owner billing
/** Webhook events of the payment provider already processed (the event id is the idempotency key). */
export const billingWebhookEvents = pgTable("billing_webhook_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
