// The platform admin's lists across subscribers (/app/platform-billing, billing.admin): every firm's and
// petitioner company's subscription, the platform's coupons, and the row shapes of those lists and of
// invoices/list with `scope: "platform"`. Money in integer cents.
import { z } from "zod";
import { listRequest } from "@/lib/shared/list";
import { MSG } from "@/lib/shared/validation/messages";
import { COUPON_SORTS, COUPON_STATES, SUBSCRIPTION_SORTS, SUBSCRIPTION_STATUSES } from "./constants";
import type { BillingInvoiceDto } from "./contract";

/** subscriptions/list: search by the subscriber's (or its firm's) name or the plan code; filter by status. */
export const subscriptionListBody = listRequest(
  SUBSCRIPTION_SORTS,
  z.object({ status: z.enum(SUBSCRIPTION_STATUSES, { error: MSG.invalid("Status") }).optional() }),
);
export type SubscriptionListBody = z.output<typeof subscriptionListBody>;

/** coupons/list: search by code; filter active (not expired, redemptions left) or inactive. */
export const couponListBody = listRequest(COUPON_SORTS, z.object({ state: z.enum(COUPON_STATES, { error: MSG.invalid("State") }).optional() }));
export type CouponListBody = z.output<typeof couponListBody>;

/** Who is billed: the firm itself, or one of its petitioner companies (`firmName` is the firm's then). */
export type SubscriberRefDto = { id: string; kind: "firm" | "company"; name: string; firmName: string };

export type AdminSubscriptionRow = {
  id: string;
  subscriber: SubscriberRefDto;
  planId: string;
  planName: string;
  interval: "month" | "year";
  seats: number;
  priceCents: number;
  status: "active" | "canceled";
  periodStart: string;
  periodEnd: string;
  cancelAtPeriodEnd: boolean;
  couponCode: string | null;
};

export type AdminInvoiceRow = BillingInvoiceDto & { subscriber: SubscriberRefDto };

export type CouponDto = {
  id: string;
  code: string;
  kind: "percent" | "amount";
  percentOff: number | null;
  amountOffCents: number | null;
  duration: "once" | "repeating" | "forever";
  durationMonths: number | null;
  maxRedemptions: number | null;
  redeemedCount: number;
  expiresOn: string | null;
  /** Not expired (today) and redemptions left. */
  active: boolean;
  createdAt: string;
};
