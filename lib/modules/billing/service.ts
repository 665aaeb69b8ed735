// Plans and subscriptions (spec section 7 /payapi/plans/…): subscribe (first period invoiced and charged, a
// coupon redeemed under its lock), change plan with proration (money.ts prorate: upgrade or downgrade, a
// negative balance kept as credit), unsubscribe at period end, cancel now (no refund: see README), the
// selected plan. A firm's products are mirrored into tenants.selected_plans (the landing rule reads them).
import "server-only";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { CURRENCIES, INTERVALS, PAYMENT_METHOD_KINDS } from "./constants";
import type { ChangePlanBody, MasterDataDto, ProrationDto, SelectedPlanDto, SubscribeBody } from "./contract";
import { redeemUnderLock } from "./coupons";
import { at, invoicePeriod, issueInvoice, syncProducts } from "./invoicing";
import { daysBetween, lastDayOf, periodEnd, planPrice, prorate, type Interval } from "./money";
import { chargeInvoice } from "./payments";
import { configuredProvider } from "./providers";
import {
  findActiveSubscription,
  findCouponById,
  findPlan,
  findSubscriber,
  insertSubscription,
  listPlans,
  paymentMethodsOf,
  updateSubscriber,
  updateSubscription,
  type BillingCouponRow,
  type BillingInvoiceLine,
  type BillingPlanRow,
  type BillingSubscriptionRow,
} from "./repository";
import { detailsDto, planDto, scopeOf, subscriberFor, subscriptionDto } from "./subscriber";

export const NEED_PAYMENT_METHOD = "Add a payment method first";
export const ALREADY_SUBSCRIBED = "There is a subscription already: change the plan instead";
export const NOT_SUBSCRIBED = "There is no subscription: subscribe to a plan first";
export const SAME_PLAN = "This is the current plan";

export async function masterData(ctx: ActorContext): Promise<MasterDataDto> {
  return {
    plans: (await listPlans(ctx.db, true)).map(planDto),
    intervals: INTERVALS,
    currencies: CURRENCIES,
    paymentMethodKinds: PAYMENT_METHOD_KINDS,
    provider: configuredProvider(),
  };
}

export async function plans(ctx: ActorContext, activeOnly: boolean) {
  return (await listPlans(ctx.db, activeOnly)).map(planDto);
}

async function activePlan(db: Executor, code: string): Promise<BillingPlanRow> {
  const plan = await findPlan(db, code);
  if (!plan || !plan.active) throw fail.notFound("Plan");
  return plan;
}

function audit(ctx: ActorContext, tx: Executor, action: string, entityId: string, after: unknown, before?: unknown) {
  return writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action, entityType: "billing_subscription", entityId, before, after, ip: ctx.ip });
}

export async function subscribe(ctx: ActorContext, body: SubscribeBody): Promise<SelectedPlanDto> {
  const { invoice, methodId } = await ctx.db.transaction(async (tx) => {
    const subscriber = await subscriberFor(tx, ctx, { forUpdate: true });
    if (await findActiveSubscription(tx, ctx.tenant.id, subscriber.id)) throw fail.conflict(ALREADY_SUBSCRIBED);
    const plan = await activePlan(tx, body.planId);
    const methods = await paymentMethodsOf(tx, ctx.tenant.id, subscriber.id);
    const method = body.paymentMethodId ? methods.find((m) => m.id === body.paymentMethodId) : (methods.find((m) => m.isDefault) ?? methods[0]);
    if (body.paymentMethodId && !method) throw fail.notFound("Payment method");
    if (!method) throw fail.validation({ paymentMethodId: NEED_PAYMENT_METHOD });
    const start = ctx.clock.today;
    let subscription = await insertSubscription(tx, {
      tenantId: ctx.tenant.id,
      subscriberId: subscriber.id,
      planCode: plan.code,
      interval: body.interval,
      seats: plan.perSeat ? (body.seats ?? 1) : 1,
      periodStart: start,
      periodEnd: periodEnd(start, body.interval),
    });
    let coupon: BillingCouponRow | null = null;
    if (body.couponCode) {
      const r = await redeemUnderLock(tx, body.couponCode, { today: ctx.clock.today, tenantId: ctx.tenant.id, subscriberId: subscriber.id, subscriptionId: subscription.id, interval: body.interval });
      coupon = r.coupon;
      subscription = await updateSubscription(tx, ctx.tenant.id, subscription.id, { couponId: coupon.id, couponPeriodsLeft: r.periods });
    }
    const invoice = await invoicePeriod(tx, at(ctx), { subscriber, subscription, plan, coupon });
    await syncProducts(tx, subscriber, plan.products);
    await audit(ctx, tx, "billing.subscribe", subscription.id, { plan: plan.code, interval: body.interval, seats: subscription.seats, coupon: coupon?.code ?? null, invoice: invoice.id });
    return { invoice, methodId: method.id };
  });
  if (invoice.status !== "paid") await chargeInvoice(ctx, invoice.id, methodId);
  return selectedPlan(ctx);
}

/** The day a change is computed on: today, kept inside the current period (renewal is not automated yet: README). */
function changeDay(today: string, s: BillingSubscriptionRow): string {
  if (today < s.periodStart) return s.periodStart;
  if (today >= s.periodEnd) return lastDayOf(s.periodEnd);
  return today;
}

export async function changePlan(ctx: ActorContext, body: ChangePlanBody): Promise<ProrationDto | SelectedPlanDto> {
  const result = await ctx.db.transaction(async (tx) => {
    const subscriber = await subscriberFor(tx, ctx, { forUpdate: true });
    const current = await findActiveSubscription(tx, ctx.tenant.id, subscriber.id);
    if (!current) throw fail.conflict(NOT_SUBSCRIBED);
    const plan = await activePlan(tx, body.planId);
    const currentPlan = (await findPlan(tx, current.planCode))!;
    const seats = plan.perSeat ? (body.seats ?? current.seats) : 1;
    if (plan.code === current.planCode && body.interval === current.interval && seats === current.seats) throw fail.validation({ planId: SAME_PLAN });
    const p = prorate({
      periodStart: current.periodStart,
      periodEnd: current.periodEnd,
      changeOn: changeDay(ctx.clock.today, current),
      currentCents: planPrice(currentPlan, current.interval as Interval, current.seats),
      currentInterval: current.interval as Interval,
      newCents: planPrice(plan, body.interval, seats),
      newInterval: body.interval,
    });
    const preview: ProrationDto = { planId: plan.code, interval: body.interval, seats, ...p };
    if (body.preview) return { preview, invoiceId: null };
    await updateSubscription(tx, ctx.tenant.id, current.id, { planCode: plan.code, interval: body.interval, seats, periodStart: p.periodStart, periodEnd: p.periodEnd, cancelAtPeriodEnd: false });
    let invoiceId: string | null = null;
    if (p.netCents > 0) {
      const lines: BillingInvoiceLine[] = [
        { description: `Unused time on ${currentPlan.name} (${p.daysLeft} of ${p.daysInPeriod} days)`, amountCents: -p.creditCents },
        { description: `${plan.name}, ${body.interval === "month" ? "monthly" : "yearly"}${plan.perSeat ? ` × ${seats} seats` : ""}, ${p.periodStart} to ${p.periodEnd}${daysBetween(p.periodStart, p.periodEnd) === p.daysLeft ? "" : " (remaining days)"}`, amountCents: p.chargeCents },
      ];
      const invoice = await issueInvoice(tx, at(ctx), { subscriber, subscriptionId: current.id, lines, subtotal: p.netCents, discount: 0, periodStart: ctx.clock.today, periodEnd: p.periodEnd });
      invoiceId = invoice.status === "paid" ? null : invoice.id;
    } else if (p.netCents < 0) {
      await updateSubscriber(tx, ctx.tenant.id, subscriber.id, { creditCents: subscriber.creditCents - p.netCents });
    }
    await syncProducts(tx, subscriber, plan.products);
    await audit(ctx, tx, "billing.change-plan", current.id, { plan: plan.code, interval: body.interval, seats, proration: p }, { plan: current.planCode, interval: current.interval, seats: current.seats });
    return { preview: null, invoiceId };
  });
  if (result.preview) return result.preview;
  if (result.invoiceId) await chargeInvoice(ctx, result.invoiceId);
  return selectedPlan(ctx);
}

/** plans/unSubscribe: the subscription runs to the end of the paid period and is not renewed. */
export async function unsubscribe(ctx: ActorContext): Promise<SelectedPlanDto> {
  await ctx.db.transaction(async (tx) => {
    const subscriber = await subscriberFor(tx, ctx, { forUpdate: true });
    const current = await findActiveSubscription(tx, ctx.tenant.id, subscriber.id);
    if (!current) throw fail.conflict(NOT_SUBSCRIBED);
    await updateSubscription(tx, ctx.tenant.id, current.id, { cancelAtPeriodEnd: true });
    await audit(ctx, tx, "billing.unsubscribe", current.id, { cancelAtPeriodEnd: true, periodEnd: current.periodEnd });
  });
  return selectedPlan(ctx);
}

/** plans/cancel: ends now; the paid period is not refunded (decision, README) and open invoices stay due. */
export async function cancelNow(ctx: ActorContext): Promise<SelectedPlanDto> {
  await ctx.db.transaction(async (tx) => {
    const subscriber = await subscriberFor(tx, ctx, { forUpdate: true });
    const current = await findActiveSubscription(tx, ctx.tenant.id, subscriber.id);
    if (!current) throw fail.conflict(NOT_SUBSCRIBED);
    await updateSubscription(tx, ctx.tenant.id, current.id, { status: "canceled", canceledAt: new Date() });
    await syncProducts(tx, subscriber, []);
    await audit(ctx, tx, "billing.cancel", current.id, { status: "canceled" }, { status: "active" });
  });
  return selectedPlan(ctx);
}

export async function selectedPlan(ctx: ActorContext): Promise<SelectedPlanDto> {
  const scope = scopeOf(ctx);
  const subscriber = await findSubscriber(ctx.db, scope.tenantId, scope.companyId);
  if (!subscriber) {
    return { subscription: null, hasPaymentMethod: false, products: [], details: { provider: configuredProvider(), name: null, email: null, address: null, taxId: null, creditCents: 0 } };
  }
  const [current, methods] = await Promise.all([findActiveSubscription(ctx.db, ctx.tenant.id, subscriber.id), paymentMethodsOf(ctx.db, ctx.tenant.id, subscriber.id)]);
  const plan = current ? await findPlan(ctx.db, current.planCode) : null;
  const coupon = current?.couponId ? await findCouponById(ctx.db, current.couponId) : null;
  return {
    subscription: current && plan ? subscriptionDto(current, plan, coupon?.code ?? null) : null,
    hasPaymentMethod: methods.length > 0,
    products: plan?.products ?? [],
    details: detailsDto(subscriber),
  };
}
