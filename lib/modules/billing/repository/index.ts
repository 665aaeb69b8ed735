// Drizzle queries of billing. Subscriber-owned rows are always read with the caller's tenant id; plans and
// coupons are the platform's (no tenant); the platform admin's mark-paid and the provider's webhook find an
// invoice by its id or the provider's reference across firms (platformInvoice*), on purpose. The platform
// admin's lists across subscribers are in ./platform.ts.
import "server-only";
import { and, asc, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import {
  billingCouponRedemptions,
  billingCoupons,
  billingInvoices,
  billingPaymentMethods,
  billingPlans,
  billingSubscribers,
  billingSubscriptions,
  billingWebhookEvents,
  type BillingCouponRow,
  type BillingInvoiceLine,
  type BillingInvoiceRow,
  type BillingPaymentMethodRow,
  type BillingPlanRow,
  type BillingSubscriberRow,
  type BillingSubscriptionRow,
} from "@/db/schema/billing";
import type { Executor } from "@/lib/server/db/client";

export type { BillingCouponRow, BillingInvoiceLine, BillingInvoiceRow, BillingPaymentMethodRow, BillingPlanRow, BillingSubscriberRow, BillingSubscriptionRow };

// Plans.
export async function listPlans(db: Executor, activeOnly: boolean): Promise<BillingPlanRow[]> {
  const q = db.select().from(billingPlans);
  return (activeOnly ? q.where(eq(billingPlans.active, true)) : q).orderBy(asc(billingPlans.sort), asc(billingPlans.code));
}

export async function findPlan(db: Executor, code: string): Promise<BillingPlanRow | null> {
  const [row] = await db.select().from(billingPlans).where(eq(billingPlans.code, code)).limit(1);
  return row ?? null;
}

// Subscribers.
const subscriberCond = (tenantId: string, companyId: string | null) =>
  and(eq(billingSubscribers.tenantId, tenantId), companyId ? eq(billingSubscribers.companyId, companyId) : isNull(billingSubscribers.companyId));

export async function findSubscriber(db: Executor, tenantId: string, companyId: string | null, opts: { forUpdate?: boolean } = {}): Promise<BillingSubscriberRow | null> {
  const q = db.select().from(billingSubscribers).where(subscriberCond(tenantId, companyId)).limit(1);
  const [row] = opts.forUpdate ? await q.for("update") : await q;
  return row ?? null;
}

/** The subscriber row, made when missing (two callers at once: one insert wins, both read it). */
export async function ensureSubscriber(db: Executor, values: typeof billingSubscribers.$inferInsert): Promise<void> {
  await db.insert(billingSubscribers).values(values).onConflictDoNothing();
}

export async function updateSubscriber(db: Executor, tenantId: string, id: string, patch: Partial<typeof billingSubscribers.$inferInsert>): Promise<BillingSubscriberRow> {
  const [row] = await db
    .update(billingSubscribers)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(billingSubscribers.tenantId, tenantId), eq(billingSubscribers.id, id)))
    .returning();
  return row;
}

// Subscriptions.
export async function findActiveSubscription(db: Executor, tenantId: string, subscriberId: string): Promise<BillingSubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.tenantId, tenantId), eq(billingSubscriptions.subscriberId, subscriberId), eq(billingSubscriptions.status, "active")))
    .limit(1);
  return row ?? null;
}

export async function insertSubscription(db: Executor, values: typeof billingSubscriptions.$inferInsert): Promise<BillingSubscriptionRow> {
  const [row] = await db.insert(billingSubscriptions).values(values).returning();
  return row;
}

export async function updateSubscription(db: Executor, tenantId: string, id: string, patch: Partial<typeof billingSubscriptions.$inferInsert>): Promise<BillingSubscriptionRow> {
  const [row] = await db
    .update(billingSubscriptions)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(billingSubscriptions.tenantId, tenantId), eq(billingSubscriptions.id, id)))
    .returning();
  return row;
}

// Payment methods.
export async function paymentMethodsOf(db: Executor, tenantId: string, subscriberId: string): Promise<BillingPaymentMethodRow[]> {
  return db
    .select()
    .from(billingPaymentMethods)
    .where(and(eq(billingPaymentMethods.tenantId, tenantId), eq(billingPaymentMethods.subscriberId, subscriberId), isNull(billingPaymentMethods.deletedAt)))
    .orderBy(desc(billingPaymentMethods.isDefault), desc(billingPaymentMethods.createdAt));
}

export async function insertPaymentMethod(db: Executor, values: typeof billingPaymentMethods.$inferInsert): Promise<BillingPaymentMethodRow> {
  if (values.isDefault) {
    await db
      .update(billingPaymentMethods)
      .set({ isDefault: false })
      .where(and(eq(billingPaymentMethods.tenantId, values.tenantId), eq(billingPaymentMethods.subscriberId, values.subscriberId)));
  }
  const [row] = await db.insert(billingPaymentMethods).values(values).returning();
  return row;
}

/** The subscriber by id within its firm, locked when asked. */
export async function findSubscriberById(db: Executor, tenantId: string, id: string, opts: { forUpdate?: boolean } = {}): Promise<BillingSubscriberRow | null> {
  const q = db.select().from(billingSubscribers).where(and(eq(billingSubscribers.tenantId, tenantId), eq(billingSubscribers.id, id))).limit(1);
  const [row] = opts.forUpdate ? await q.for("update") : await q;
  return row ?? null;
}

/** Platform-wide (the daily renewal): active subscriptions whose period ended on or before `today`. */
export async function dueSubscriptions(db: Executor, today: string) {
  return db
    .select({ id: billingSubscriptions.id, tenantId: billingSubscriptions.tenantId, subscriberId: billingSubscriptions.subscriberId })
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.status, "active"), lte(billingSubscriptions.periodEnd, today)))
    .orderBy(asc(billingSubscriptions.periodEnd))
    .limit(1000);
}

export async function lockSubscription(db: Executor, tenantId: string, id: string): Promise<BillingSubscriptionRow | null> {
  const [row] = await db.select().from(billingSubscriptions).where(and(eq(billingSubscriptions.tenantId, tenantId), eq(billingSubscriptions.id, id))).limit(1).for("update");
  return row ?? null;
}

// Invoices.
export async function insertInvoice(db: Executor, values: typeof billingInvoices.$inferInsert): Promise<BillingInvoiceRow> {
  const [row] = await db.insert(billingInvoices).values(values).returning();
  return row;
}

export async function updateInvoice(db: Executor, tenantId: string, id: string, patch: Partial<typeof billingInvoices.$inferInsert>): Promise<BillingInvoiceRow> {
  const [row] = await db
    .update(billingInvoices)
    .set(patch)
    .where(and(eq(billingInvoices.tenantId, tenantId), eq(billingInvoices.id, id)))
    .returning();
  return row;
}

export async function findInvoice(db: Executor, tenantId: string, subscriberId: string, id: string): Promise<BillingInvoiceRow | null> {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.tenantId, tenantId), eq(billingInvoices.subscriberId, subscriberId), eq(billingInvoices.id, id)))
    .limit(1);
  return row ?? null;
}

/** The subscription's newest invoice not paid yet (open or failed). */
export async function unpaidInvoiceOf(db: Executor, tenantId: string, subscriptionId: string): Promise<BillingInvoiceRow | null> {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.tenantId, tenantId), eq(billingInvoices.subscriptionId, subscriptionId), inArray(billingInvoices.status, ["open", "failed"])))
    .orderBy(desc(billingInvoices.createdAt))
    .limit(1);
  return row ?? null;
}

/** Platform-wide (the platform admin's mark-paid): an invoice by id whatever its firm, locked. */
export async function platformInvoiceById(db: Executor, id: string): Promise<BillingInvoiceRow | null> {
  const [row] = await db.select().from(billingInvoices).where(eq(billingInvoices.id, id)).limit(1).for("update");
  return row ?? null;
}

/** Platform-wide (the provider's webhook): an invoice by the provider's payment id, locked. */
export async function platformInvoiceByProviderRef(db: Executor, ref: string): Promise<BillingInvoiceRow | null> {
  const [row] = await db.select().from(billingInvoices).where(eq(billingInvoices.providerRef, ref)).limit(1).for("update");
  return row ?? null;
}

// Coupons.
export async function insertCoupon(db: Executor, values: typeof billingCoupons.$inferInsert): Promise<BillingCouponRow> {
  const [row] = await db.insert(billingCoupons).values(values).returning();
  return row;
}

/** A coupon by code; `forUpdate` holds its row until the transaction ends (redemptions count under the lock). */
export async function findCoupon(db: Executor, code: string, opts: { forUpdate?: boolean } = {}): Promise<BillingCouponRow | null> {
  const q = db.select().from(billingCoupons).where(eq(billingCoupons.code, code)).limit(1);
  const [row] = opts.forUpdate ? await q.for("update") : await q;
  return row ?? null;
}

export async function findCouponById(db: Executor, id: string): Promise<BillingCouponRow | null> {
  const [row] = await db.select().from(billingCoupons).where(eq(billingCoupons.id, id)).limit(1);
  return row ?? null;
}

export async function hasRedeemed(db: Executor, couponId: string, subscriberId: string): Promise<boolean> {
  const rows = await db
    .select({ id: billingCouponRedemptions.id })
    .from(billingCouponRedemptions)
    .where(and(eq(billingCouponRedemptions.couponId, couponId), eq(billingCouponRedemptions.subscriberId, subscriberId)))
    .limit(1);
  return rows.length > 0;
}

export async function redeemCoupon(db: Executor, values: typeof billingCouponRedemptions.$inferInsert): Promise<void> {
  await db.insert(billingCouponRedemptions).values(values);
  await db.update(billingCoupons).set({ redeemedCount: sql`${billingCoupons.redeemedCount} + 1` }).where(eq(billingCoupons.id, values.couponId));
}

// Webhook events.
/** Records an event id; false when it was seen before (the caller skips it). */
export async function claimWebhookEvent(db: Executor, id: string, provider: string, type: string): Promise<boolean> {
  const rows = await db.insert(billingWebhookEvents).values({ id, provider, type }).onConflictDoNothing().returning({ id: billingWebhookEvents.id });
  return rows.length > 0;
}

// The navigation rules' facts.
export async function billingFacts(db: Executor, tenantId: string, companyId: string | null) {
  const [row] = await db
    .select({
      products: billingPlans.products,
      cards: sql<number>`(select count(*) from ${billingPaymentMethods} pm where pm.subscriber_id = ${billingSubscribers.id} and pm.deleted_at is null)`.mapWith(Number),
    })
    .from(billingSubscribers)
    .leftJoin(billingSubscriptions, and(eq(billingSubscriptions.subscriberId, billingSubscribers.id), eq(billingSubscriptions.status, "active")))
    .leftJoin(billingPlans, eq(billingPlans.code, billingSubscriptions.planCode))
    .where(subscriberCond(tenantId, companyId))
    .limit(1);
  return { products: row?.products ?? [], hasPaymentMethod: (row?.cards ?? 0) > 0, hasPlan: Boolean(row?.products) };
}
