// The platform admin's reads across subscribers (billing.admin, /app/platform-billing): every firm's and
// petitioner company's subscription (subscriptions/list) and the platform's coupons (coupons/list). The one
// place billing looks past the caller's tenant besides mark-paid and the webhook (README "Who is billed").
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import type { AdminSubscriptionRow, CouponDto, CouponListBody, SubscriptionListBody } from "./admin-contract";
import { platformCoupons, platformSubscriptions } from "./repository/platform";
import { subscriberRef } from "./subscriber";

export async function subscriptionList(ctx: ActorContext, body: SubscriptionListBody) {
  const { rows, total } = await platformSubscriptions(ctx.db, body);
  const data = rows.map(
    (r): AdminSubscriptionRow => ({
      id: r.subscription.id,
      subscriber: subscriberRef(r),
      planId: r.subscription.planCode,
      planName: r.planName,
      interval: r.subscription.interval as AdminSubscriptionRow["interval"],
      seats: r.subscription.seats,
      priceCents: r.priceCents,
      status: r.subscription.status as AdminSubscriptionRow["status"],
      periodStart: r.subscription.periodStart,
      periodEnd: r.subscription.periodEnd,
      cancelAtPeriodEnd: r.subscription.cancelAtPeriodEnd,
      couponCode: r.couponCode,
    }),
  );
  return { data, pagination: { page: body.page, perpage: body.perpage, total } };
}

export async function couponList(ctx: ActorContext, body: CouponListBody) {
  const { rows, total } = await platformCoupons(ctx.db, body, ctx.clock.today);
  const data = rows.map(
    ({ coupon: c, active }): CouponDto => ({
      id: c.id,
      code: c.code,
      kind: c.kind as CouponDto["kind"],
      percentOff: c.percentOff,
      amountOffCents: c.amountOffCents,
      duration: c.duration as CouponDto["duration"],
      durationMonths: c.durationMonths,
      maxRedemptions: c.maxRedemptions,
      redeemedCount: c.redeemedCount,
      expiresOn: c.expiresOn,
      active,
      createdAt: c.createdAt.toISOString(),
    }),
  );
  return { data, pagination: { page: body.page, perpage: body.perpage, total } };
}
