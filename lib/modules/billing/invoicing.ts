// Invoicing a subscription: a period's invoice (the plan's price, the coupon while it has periods left, the
// subscriber's credit) and any other invoice (a plan change's proration); the firm's products mirrored into
// tenants.selected_plans. Used by the calls (service.ts) and the daily renewal (renew.ts).
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { setSelectedPlans } from "@/lib/server/tenancy/tenant-writes";
import { couponDiscount, planPrice, type Interval } from "./money";
import {
  insertInvoice,
  updateSubscriber,
  updateSubscription,
  type BillingCouponRow,
  type BillingInvoiceLine,
  type BillingPlanRow,
  type BillingSubscriberRow,
  type BillingSubscriptionRow,
} from "./repository";

/** The firm and the day an invoice is made for. */
export type At = { tenantId: string; today: string };
export const at = (ctx: ActorContext): At => ({ tenantId: ctx.tenant.id, today: ctx.clock.today });

export async function syncProducts(tx: Executor, subscriber: BillingSubscriberRow, products: readonly string[]) {
  if (subscriber.companyId === null) await setSelectedPlans(tx, subscriber.tenantId, products);
}

/**
 * The invoice of a period: the plan's price, the coupon's discount while it has periods left, then the
 * subscriber's credit; a zero total is paid at once.
 */
export async function invoicePeriod(
  tx: Executor,
  when: At,
  s: { subscriber: BillingSubscriberRow; subscription: BillingSubscriptionRow; plan: BillingPlanRow; coupon: BillingCouponRow | null },
) {
  const { subscriber, subscription, plan, coupon } = s;
  const interval = subscription.interval as Interval;
  const amount = planPrice(plan, interval, subscription.seats);
  const couponApplies = coupon !== null && (subscription.couponPeriodsLeft === null || subscription.couponPeriodsLeft > 0);
  const discount = couponApplies ? couponDiscount(coupon as Parameters<typeof couponDiscount>[0], amount) : 0;
  if (couponApplies && subscription.couponPeriodsLeft !== null) await updateSubscription(tx, when.tenantId, subscription.id, { couponPeriodsLeft: subscription.couponPeriodsLeft - 1 });
  const lines: BillingInvoiceLine[] = [{ description: `${plan.name}, ${interval === "month" ? "monthly" : "yearly"}${plan.perSeat ? ` × ${subscription.seats} seats` : ""}, ${subscription.periodStart} to ${subscription.periodEnd}`, amountCents: amount }];
  return issueInvoice(tx, when, { subscriber, subscriptionId: subscription.id, lines, subtotal: amount, discount, periodStart: subscription.periodStart, periodEnd: subscription.periodEnd });
}

export async function issueInvoice(
  tx: Executor,
  when: At,
  i: { subscriber: BillingSubscriberRow; subscriptionId: string; lines: BillingInvoiceLine[]; subtotal: number; discount: number; periodStart: string; periodEnd: string },
) {
  const credit = Math.min(i.subscriber.creditCents, i.subtotal - i.discount);
  if (credit > 0) await updateSubscriber(tx, when.tenantId, i.subscriber.id, { creditCents: i.subscriber.creditCents - credit });
  const total = i.subtotal - i.discount - credit;
  return insertInvoice(tx, {
    tenantId: when.tenantId,
    subscriberId: i.subscriber.id,
    subscriptionId: i.subscriptionId,
    status: total === 0 ? "paid" : "open",
    paidAt: total === 0 ? new Date() : null,
    lines: i.lines,
    subtotalCents: i.subtotal,
    discountCents: i.discount,
    creditCents: credit,
    totalCents: total,
    periodStart: i.periodStart,
    periodEnd: i.periodEnd,
    issuedOn: when.today,
    provider: i.subscriber.provider,
  });
}
