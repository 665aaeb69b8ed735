// The platform admin's list definitions (/app/platform-billing), without zod: the URL's matcher is read by a
// small check of its own (a known status or state), the sort keys are the contract's constants.
import type { MatcherParser } from "@/components/list/list-url";
import { defineList } from "@/components/list/use-list-query";
import type { AdminInvoiceRow, AdminSubscriptionRow, CouponDto } from "../admin-contract";
import { BILLING_INVOICE_SORTS, BILLING_INVOICE_STATUSES, COUPON_SORTS, COUPON_STATES, SUBSCRIPTION_SORTS, SUBSCRIPTION_STATUSES } from "../constants";
import { billingKeys } from "./keys";

/** A matcher of one optional key whose value must be one of `values`. */
function oneOf<K extends string, V extends string>(key: K, values: readonly V[]): MatcherParser<Partial<Record<K, V>>> {
  return {
    safeParse(raw) {
      if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return { success: false };
      const v = (raw as Record<string, unknown>)[key];
      return { success: true, data: (values as readonly unknown[]).includes(v) ? ({ [key]: v } as Partial<Record<K, V>>) : {} };
    },
  };
}

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type PlatformInvoiceStatus = (typeof BILLING_INVOICE_STATUSES)[number];
export type CouponState = (typeof COUPON_STATES)[number];

/** Subscriptions: the period ending first on top. */
export const SUBSCRIPTION_LIST = defineList<AdminSubscriptionRow>()({
  sortFields: SUBSCRIPTION_SORTS,
  defaultSort: { sortBy: "periodEnd", sortOrder: "asc" },
  matcher: oneOf("status", SUBSCRIPTION_STATUSES),
  path: "payapi/subscriptions/list",
  queryKey: billingKeys.subscriptions,
});

/** Every subscriber's invoices (invoices/list with scope "platform"): the newest number first. */
export const PLATFORM_INVOICE_LIST = defineList<AdminInvoiceRow>()({
  sortFields: BILLING_INVOICE_SORTS,
  defaultSort: { sortBy: "number", sortOrder: "desc" },
  matcher: oneOf("status", BILLING_INVOICE_STATUSES),
  path: "payapi/invoices/list",
  queryKey: billingKeys.platformInvoices,
  extra: { scope: "platform" as const },
});

/** Coupons: the newest first. */
export const COUPON_LIST = defineList<CouponDto>()({
  sortFields: COUPON_SORTS,
  defaultSort: { sortBy: "createdAt", sortOrder: "desc" },
  matcher: oneOf("state", COUPON_STATES),
  path: "payapi/coupons/list",
  queryKey: billingKeys.coupons,
});
