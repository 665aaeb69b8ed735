// Requests and answers of the billing API (/api/payapi/…, spec section 7 "Billing API"): zod schemas shared
// by the routes and the "Plan and billing" card, and the DTOs. Money in integer cents, USD.
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";
import { listRequest } from "@/lib/shared/list";
import { BILLING_INVOICE_SORTS, BILLING_INVOICE_STATUSES, INTERVALS, PAYMENT_METHOD_KINDS } from "./constants";

export const emptyBody = z.object({});

const planId = v.requiredFormat("Plan", 40, (s) => /^[A-Z0-9_]+$/.test(s), MSG.invalid("Plan"));
const interval = z.enum(INTERVALS, { error: MSG.invalid("Interval") });
const seats = v.optionalInt("Seats", { min: 1, max: 1000 });
const couponCode = v.optionalFormat((s) => /^[A-Za-z0-9_-]{3,40}$/.test(s), MSG.invalid("Coupon code"), 40).transform((s) => s?.toUpperCase());

export const subscribeBody = z.object({
  planId,
  interval,
  couponCode,
  seats,
  /** The payment method to charge (default: the subscriber's default one). */
  paymentMethodId: v.optionalUuid("Payment method"),
});
export type SubscribeBody = z.output<typeof subscribeBody>;

/** plans/upgrade: another plan, interval or seat count (upgrade or downgrade), prorated; `preview` only computes. */
export const changePlanBody = z.object({ planId, interval, seats, preview: z.boolean().optional() });
export type ChangePlanBody = z.output<typeof changePlanBody>;

export const couponValidateBody = z.object({
  code: v.requiredFormat("Coupon code", 40, (s) => /^[A-Za-z0-9_-]{3,40}$/.test(s), MSG.invalid("Coupon code")).transform((s) => s.toUpperCase()),
  planId,
  interval: interval.default("month"),
  seats,
});
export type CouponValidateBody = z.output<typeof couponValidateBody>;

export const couponCreateBody = z
  .object({
    code: v.requiredFormat("Coupon code", 40, (s) => /^[A-Za-z0-9_-]{3,40}$/.test(s), MSG.invalid("Coupon code")).transform((s) => s.toUpperCase()),
    kind: z.enum(["percent", "amount"], { error: MSG.invalid("Kind") }),
    percentOff: v.optionalInt("Percent off", { min: 1, max: 100 }),
    amountOffCents: v.optionalInt("Amount off", { min: 1, max: 100_000_000 }),
    duration: z.enum(["once", "repeating", "forever"], { error: MSG.invalid("Duration") }),
    durationMonths: v.optionalInt("Duration in months", { min: 1, max: 120 }),
    maxRedemptions: v.optionalInt("Maximum redemptions", { min: 1, max: 1_000_000 }),
    expiresOn: v.optionalIsoDate(),
  })
  .superRefine((c, ctx) => {
    if (c.kind === "percent" && c.percentOff === undefined) ctx.addIssue({ code: "custom", path: ["percentOff"], message: MSG.required("Percent off") });
    if (c.kind === "amount" && c.amountOffCents === undefined) ctx.addIssue({ code: "custom", path: ["amountOffCents"], message: MSG.required("Amount off") });
    if (c.duration === "repeating" && c.durationMonths === undefined) ctx.addIssue({ code: "custom", path: ["durationMonths"], message: MSG.required("Duration in months") });
  });
export type CouponCreateBody = z.output<typeof couponCreateBody>;

export const billingDetailsBody = z.object({
  name: v.requiredString("Name", 200),
  email: v.email(),
  address: z
    .object({
      line1: v.requiredString("Address", 200),
      line2: v.optionalString(200),
      city: v.optionalString(100),
      state: v.optionalString(100),
      postalCode: v.optionalString(20),
      country: v.optionalString(100),
    })
    .optional(),
  taxId: v.optionalString(40),
});
export type BillingDetailsBody = z.output<typeof billingDetailsBody>;

/**
 * billing/attach-payment-method. With Stripe: `token`, a PaymentMethod id made by Stripe.js in the browser
 * (pm_…; test tokens such as pm_card_visa). With the manual provider: a reference, never a card number: a
 * card's brand and last 4 digits (and expiry), or a check / bank reference with its label.
 */
export const attachPaymentMethodBody = z
  .object({
    token: v.optionalFormat((s) => /^pm_[A-Za-z0-9_]{3,100}$/.test(s), MSG.invalid("Payment method token"), 110),
    kind: z.enum(PAYMENT_METHOD_KINDS, { error: MSG.invalid("Kind") }).optional(),
    label: v.optionalString(80),
    brand: v.optionalString(30),
    last4: v.optionalFormat((s) => /^\d{4}$/.test(s), MSG.invalid("Last 4 digits"), 4),
    expMonth: v.optionalInt("Expiry month", { min: 1, max: 12 }),
    expYear: v.optionalInt("Expiry year", { min: 2000, max: 2100 }),
    makeDefault: z.boolean().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.token) return;
    if (!b.kind) return ctx.addIssue({ code: "custom", path: ["kind"], message: MSG.required("Kind") });
    if (b.kind === "card") {
      if (!b.brand) ctx.addIssue({ code: "custom", path: ["brand"], message: MSG.required("Card brand") });
      if (!b.last4) ctx.addIssue({ code: "custom", path: ["last4"], message: MSG.required("Last 4 digits") });
    } else if (!b.label) ctx.addIssue({ code: "custom", path: ["label"], message: MSG.required("Label") });
  });
export type AttachPaymentMethodBody = z.output<typeof attachPaymentMethodBody>;

export const chargeForPlanBody = z.object({ paymentMethodId: v.optionalUuid("Payment method") });

/**
 * invoices/list: the caller's subscriber's invoices, newest first (`{ page, perpage }` as before). The platform
 * admin (billing.admin) asks `scope: "platform"` for every subscriber's, each row with its subscriber; the
 * standard list keys (sort, search by number or subscriber, `filter.matcher.status`) apply to both.
 */
export const invoiceListBody = listRequest(
  BILLING_INVOICE_SORTS,
  z.object({ status: z.enum(BILLING_INVOICE_STATUSES, { error: MSG.invalid("Status") }).optional() }),
).extend({ scope: z.enum(["own", "platform"], { error: MSG.invalid("Scope") }).optional() });
export type BillingInvoiceListBody = z.output<typeof invoiceListBody>;

/** invoices/mark-paid: `reference` (a check number, a transfer's id) is kept in the audit entry. */
export const markPaidBody = z.object({ invoiceId: v.uuid("Invoice"), reference: v.optionalString(100) });

// Answers.
export type PlanDto = {
  id: string;
  name: string;
  products: string[];
  monthlyCents: number;
  yearlyCents: number;
  perSeat: boolean;
  active: boolean;
};

export type SubscriptionDto = {
  id: string;
  planId: string;
  planName: string;
  products: string[];
  interval: "month" | "year";
  seats: number;
  status: "active" | "canceled";
  periodStart: string;
  periodEnd: string;
  cancelAtPeriodEnd: boolean;
  priceCents: number;
  couponCode: string | null;
  couponPeriodsLeft: number | null;
};

export type PaymentMethodDto = {
  id: string;
  provider: string;
  kind: string;
  label: string | null;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  isDefault: boolean;
};

export type BillingDetailsDto = {
  provider: "manual" | "stripe";
  name: string | null;
  email: string | null;
  address: { line1: string; line2?: string; city?: string; state?: string; postalCode?: string; country?: string } | null;
  taxId: string | null;
  creditCents: number;
};

export type SelectedPlanDto = {
  subscription: SubscriptionDto | null;
  hasPaymentMethod: boolean;
  /** The products the subscriber has now (tenants.selected_plans for a firm). */
  products: string[];
  details: BillingDetailsDto;
};

export type BillingInvoiceDto = {
  id: string;
  number: string;
  status: "open" | "paid" | "failed" | "void";
  currency: string;
  lines: { description: string; amountCents: number }[];
  subtotalCents: number;
  discountCents: number;
  creditCents: number;
  totalCents: number;
  periodStart: string | null;
  periodEnd: string | null;
  issuedOn: string;
  paidAt: string | null;
  failureMessage: string | null;
};

export type CouponQuoteDto = { code: string; amountCents: number; discountCents: number; totalCents: number; duration: string; durationMonths: number | null; periods: number | null };

export type ProrationDto = {
  planId: string;
  interval: "month" | "year";
  seats: number;
  daysLeft: number;
  daysInPeriod: number;
  creditCents: number;
  chargeCents: number;
  netCents: number;
  periodStart: string;
  periodEnd: string;
};

export type MasterDataDto = {
  plans: PlanDto[];
  intervals: readonly string[];
  currencies: readonly string[];
  paymentMethodKinds: readonly string[];
  provider: "manual" | "stripe";
};
