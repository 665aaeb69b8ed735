// The platform admin's reads across subscribers (billing.admin: /app/platform-billing): every subscription,
// every invoice (or one subscriber's: invoices/list), the coupons. Deliberately not filtered by the caller's
// tenant: the platform bills every firm and company (README "Who is billed"). Each row carries its
// subscriber's name: the company's for a petitioner company, the firm's otherwise.
import "server-only";
import { and, asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { billingCoupons, billingInvoices, billingPlans, billingSubscribers, billingSubscriptions } from "@/db/schema/billing";
import { companies } from "@/db/schema/clients";
import { tenants } from "@/db/schema/tenancy";
import type { Executor } from "@/lib/server/db/client";
import { likePattern, offsetOf } from "@/lib/shared/list";
import type { CouponListBody, SubscriptionListBody } from "../admin-contract";
import type { BillingInvoiceListBody } from "../contract";

const subscriberName = sql<string>`coalesce(${companies.name}, ${tenants.name})`;
const subscriberCols = { subscriberId: billingSubscribers.id, companyId: billingSubscribers.companyId, subscriberName, firmName: tenants.name };
const nameMatches = (search: string) => or(ilike(tenants.name, likePattern(search)), ilike(companies.name, likePattern(search)));

/** A period's price in SQL (money.ts planPrice): the interval's price, times the seats on a per-seat plan. */
const priceExpr = sql<number>`(case when ${billingSubscriptions.interval} = 'year' then ${billingPlans.yearlyCents} else ${billingPlans.monthlyCents} end * case when ${billingPlans.perSeat} then ${billingSubscriptions.seats} else 1 end)`.mapWith(Number);

export async function platformSubscriptions(db: Executor, body: SubscriptionListBody) {
  const m = body.filter.matcher;
  const search = body.search?.trim();
  const where = and(
    m.status ? eq(billingSubscriptions.status, m.status) : undefined,
    search ? or(nameMatches(search), ilike(billingPlans.code, likePattern(search)), ilike(billingPlans.name, likePattern(search))) : undefined,
  );
  const order = body.sortOrder === "asc" ? asc : desc;
  const sortCol = {
    periodEnd: billingSubscriptions.periodEnd,
    subscriber: subscriberName,
    plan: billingPlans.name,
    status: billingSubscriptions.status,
    seats: billingSubscriptions.seats,
    price: priceExpr,
    createdAt: billingSubscriptions.createdAt,
  }[body.sortBy];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ subscription: billingSubscriptions, planName: billingPlans.name, priceCents: priceExpr, couponCode: billingCoupons.code, ...subscriberCols })
      .from(billingSubscriptions)
      .innerJoin(billingSubscribers, eq(billingSubscribers.id, billingSubscriptions.subscriberId))
      .innerJoin(tenants, eq(tenants.id, billingSubscriptions.tenantId))
      .leftJoin(companies, eq(companies.id, billingSubscribers.companyId))
      .innerJoin(billingPlans, eq(billingPlans.code, billingSubscriptions.planCode))
      .leftJoin(billingCoupons, eq(billingCoupons.id, billingSubscriptions.couponId))
      .where(where)
      .orderBy(order(sortCol), desc(billingSubscriptions.createdAt), asc(billingSubscriptions.id))
      .limit(body.perpage)
      .offset(offsetOf(body.page, body.perpage)),
    db
      .select({ total: count() })
      .from(billingSubscriptions)
      .innerJoin(billingSubscribers, eq(billingSubscribers.id, billingSubscriptions.subscriberId))
      .innerJoin(tenants, eq(tenants.id, billingSubscriptions.tenantId))
      .leftJoin(companies, eq(companies.id, billingSubscribers.companyId))
      .innerJoin(billingPlans, eq(billingPlans.code, billingSubscriptions.planCode))
      .where(where),
  ]);
  return { rows, total: Number(total) };
}

/**
 * Invoices with their subscriber, sorted and filtered: every subscriber's (`only` null, the platform admin),
 * or one subscriber's within its firm (invoices/list of a subscriber).
 */
export async function invoicesWithSubscriber(db: Executor, body: BillingInvoiceListBody, only: { tenantId: string; subscriberId: string } | null) {
  const m = body.filter.matcher;
  const search = body.search?.trim();
  const asNumber = search && /^(b-?)?0*\d{1,12}$/i.test(search) ? Number(search.replace(/\D/g, "")) : null;
  const where = and(
    only ? and(eq(billingInvoices.tenantId, only.tenantId), eq(billingInvoices.subscriberId, only.subscriberId)) : undefined,
    m.status ? eq(billingInvoices.status, m.status) : undefined,
    search ? or(nameMatches(search), asNumber !== null ? eq(billingInvoices.number, asNumber) : undefined) : undefined,
  );
  const order = body.sortOrder === "asc" ? asc : desc;
  const sortCol = {
    number: billingInvoices.number,
    subscriber: subscriberName,
    issuedOn: billingInvoices.issuedOn,
    totalCents: billingInvoices.totalCents,
    status: billingInvoices.status,
    paidAt: billingInvoices.paidAt,
  }[body.sortBy];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ invoice: billingInvoices, ...subscriberCols })
      .from(billingInvoices)
      .innerJoin(billingSubscribers, eq(billingSubscribers.id, billingInvoices.subscriberId))
      .innerJoin(tenants, eq(tenants.id, billingInvoices.tenantId))
      .leftJoin(companies, eq(companies.id, billingSubscribers.companyId))
      .where(where)
      .orderBy(sql`${order(sortCol)} nulls last`, desc(billingInvoices.number))
      .limit(body.perpage)
      .offset(offsetOf(body.page, body.perpage)),
    db
      .select({ total: count() })
      .from(billingInvoices)
      .innerJoin(billingSubscribers, eq(billingSubscribers.id, billingInvoices.subscriberId))
      .innerJoin(tenants, eq(tenants.id, billingInvoices.tenantId))
      .leftJoin(companies, eq(companies.id, billingSubscribers.companyId))
      .where(where),
  ]);
  return { rows, total: Number(total) };
}

/** Whether a coupon may still be redeemed on `today` (coupons.ts couponRefusal, without the subscriber). */
const couponActive = (today: string) =>
  sql<boolean>`((${billingCoupons.expiresOn} is null or ${billingCoupons.expiresOn} >= ${today}) and (${billingCoupons.maxRedemptions} is null or ${billingCoupons.redeemedCount} < ${billingCoupons.maxRedemptions}))`;

export async function platformCoupons(db: Executor, body: CouponListBody, today: string) {
  const m = body.filter.matcher;
  const search = body.search?.trim();
  const where = and(
    m.state === "active" ? couponActive(today) : m.state === "inactive" ? sql`not ${couponActive(today)}` : undefined,
    search ? ilike(billingCoupons.code, likePattern(search)) : undefined,
  );
  const order = body.sortOrder === "asc" ? asc : desc;
  const sortCol = { createdAt: billingCoupons.createdAt, code: billingCoupons.code, expiresOn: billingCoupons.expiresOn, redeemedCount: billingCoupons.redeemedCount }[body.sortBy];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ coupon: billingCoupons, active: couponActive(today).mapWith(Boolean) })
      .from(billingCoupons)
      .where(where)
      .orderBy(sql`${order(sortCol)} nulls last`, desc(billingCoupons.createdAt), asc(billingCoupons.code))
      .limit(body.perpage)
      .offset(offsetOf(body.page, body.perpage)),
    db.select({ total: count() }).from(billingCoupons).where(where),
  ]);
  return { rows, total: Number(total) };
}
