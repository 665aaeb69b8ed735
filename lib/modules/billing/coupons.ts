// Coupons: the platform admin makes them (percent or amount off; once, N months or forever; a redemption limit;
// a last day); validate quotes the discount on a plan; redemption happens inside subscribe, under the coupon
// row's lock, so concurrent subscribes never pass max_redemptions; one redemption per subscriber.
import "server-only";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { conflictOnDuplicate } from "@/lib/server/db/errors";
import { fail } from "@/lib/server/errors";
import type { CouponCreateBody, CouponQuoteDto, CouponValidateBody } from "./contract";
import { couponDiscount, couponPeriods, planPrice, type Interval } from "./money";
import { findCoupon, findPlan, hasRedeemed, insertCoupon, redeemCoupon, type BillingCouponRow } from "./repository";
import { subscriberFor } from "./subscriber";

export const COUPON_UNKNOWN = "This coupon code is not valid";
export const COUPON_EXPIRED = "This coupon has expired";
export const COUPON_USED_UP = "This coupon has been redeemed the maximum number of times";
export const COUPON_ALREADY = "This coupon was already used for this account";

export async function createCoupon(ctx: ActorContext, body: CouponCreateBody) {
  return ctx.db.transaction(async (tx) => {
    const row = await conflictOnDuplicate(
      () =>
        insertCoupon(tx, {
          code: body.code,
          kind: body.kind,
          percentOff: body.kind === "percent" ? body.percentOff : null,
          amountOffCents: body.kind === "amount" ? body.amountOffCents : null,
          duration: body.duration,
          durationMonths: body.duration === "repeating" ? body.durationMonths : null,
          maxRedemptions: body.maxRedemptions ?? null,
          expiresOn: body.expiresOn ?? null,
          createdByUserId: ctx.actor.userId,
        }),
      "A coupon with this code exists",
    );
    await writeAudit(tx, { tenantId: null, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "billing.coupon.create", entityType: "billing_coupon", entityId: row.id, after: row, ip: ctx.ip });
    return couponView(row);
  });
}

export const couponView = (c: BillingCouponRow) => ({
  id: c.id,
  code: c.code,
  kind: c.kind,
  percentOff: c.percentOff,
  amountOffCents: c.amountOffCents,
  duration: c.duration,
  durationMonths: c.durationMonths,
  maxRedemptions: c.maxRedemptions,
  redeemedCount: c.redeemedCount,
  expiresOn: c.expiresOn,
});

/** Why a coupon cannot be redeemed today by this subscriber, or null. */
export async function couponRefusal(db: Executor, c: BillingCouponRow | null, today: string, subscriberId: string | null): Promise<string | null> {
  if (!c) return COUPON_UNKNOWN;
  if (c.expiresOn && today > c.expiresOn) return COUPON_EXPIRED;
  if (c.maxRedemptions !== null && c.redeemedCount >= c.maxRedemptions) return COUPON_USED_UP;
  if (subscriberId && (await hasRedeemed(db, c.id, subscriberId))) return COUPON_ALREADY;
  return null;
}

export async function validateCoupon(ctx: ActorContext, body: CouponValidateBody): Promise<CouponQuoteDto> {
  const plan = await findPlan(ctx.db, body.planId);
  if (!plan || !plan.active) throw fail.notFound("Plan");
  const coupon = await findCoupon(ctx.db, body.code);
  const subscriber = await subscriberFor(ctx.db, ctx);
  const refusal = await couponRefusal(ctx.db, coupon, ctx.clock.today, subscriber.id);
  if (refusal || !coupon) throw fail.validation({ code: refusal ?? COUPON_UNKNOWN });
  const amountCents = planPrice(plan, body.interval, body.seats ?? 1);
  const discountCents = couponDiscount(coupon as Parameters<typeof couponDiscount>[0], amountCents);
  return {
    code: coupon.code,
    amountCents,
    discountCents,
    totalCents: amountCents - discountCents,
    duration: coupon.duration,
    durationMonths: coupon.durationMonths,
    periods: couponPeriods(coupon as Parameters<typeof couponPeriods>[0], body.interval),
  };
}

/**
 * Redeems `code` for a subscriber inside the subscribing transaction: the coupon row is locked (FOR UPDATE)
 * before its count is read, so a second subscribe waits and then sees the new count.
 */
export async function redeemUnderLock(tx: Executor, code: string, opts: { today: string; tenantId: string; subscriberId: string; subscriptionId: string; interval: Interval }) {
  const coupon = await findCoupon(tx, code, { forUpdate: true });
  const refusal = await couponRefusal(tx, coupon, opts.today, opts.subscriberId);
  if (refusal || !coupon) throw fail.validation({ couponCode: refusal ?? COUPON_UNKNOWN });
  await redeemCoupon(tx, { couponId: coupon.id, tenantId: opts.tenantId, subscriberId: opts.subscriberId, subscriptionId: opts.subscriptionId });
  return { coupon, periods: couponPeriods(coupon as Parameters<typeof couponPeriods>[0], opts.interval) };
}
