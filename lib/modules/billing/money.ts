// Billing arithmetic, pure: integer cents, half-up rounding, billing periods on calendar dates, proration of
// a plan change at day granularity, and a coupon's discount. Unit-tested in money.test.ts.
import { addMonths, addYears, differenceInCalendarDays, format, parseISO, subDays } from "date-fns";

export type Interval = "month" | "year";

/** round(n / d) with halves rounded up, for n ≥ 0 and d > 0 integers (exact: no floating point division). */
export function divRoundHalfUp(n: number, d: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(d) || d <= 0 || n < 0) throw new Error(`divRoundHalfUp(${n}, ${d})`);
  const q = Math.floor(n / d);
  const r = n - q * d;
  return 2 * r >= d ? q + 1 : q;
}

/** amount × num / den in cents, half up. */
export function share(amountCents: number, num: number, den: number): number {
  return divRoundHalfUp(amountCents * num, den);
}

const ymd = (d: Date) => format(d, "yyyy-MM-dd");

/** The end (excluded) of a period starting on `start`: one month later (Jan 31 → Feb 28/29), or one year (Feb 29 → Feb 28). */
export function periodEnd(start: string, interval: Interval): string {
  const d = parseISO(start);
  return ymd(interval === "month" ? addMonths(d, 1) : addYears(d, 1));
}

/** The last day of a period whose end (excluded) is `end`. */
export function lastDayOf(end: string): string {
  return ymd(subDays(parseISO(end), 1));
}

export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

/** The price of a plan for one period: per seat times the seats, or flat. */
export function planPrice(plan: { monthlyCents: number; yearlyCents: number; perSeat: boolean }, interval: Interval, seats: number): number {
  const unit = interval === "month" ? plan.monthlyCents : plan.yearlyCents;
  return plan.perSeat ? unit * seats : unit;
}

export type Proration = {
  /** Days of the current period left, the change day included. */
  daysLeft: number;
  daysInPeriod: number;
  /** Credit for the unused part of the current period. */
  creditCents: number;
  /** Charge for the new plan: the rest of the period (same interval) or a full new period from the change day. */
  chargeCents: number;
  /** charge − credit: positive is due now, negative is a credit kept for the next invoices. */
  netCents: number;
  /** The period after the change. */
  periodStart: string;
  periodEnd: string;
};

/**
 * A plan change on `changeOn` (periodStart ≤ changeOn < periodEnd). The unused days (changeOn to periodEnd)
 * of the current price are credited: current × daysLeft / daysInPeriod, half up. Same interval: the new
 * plan is charged for the same days (new × daysLeft / daysInPeriod, half up) and the period stays. Another
 * interval (monthly ↔ yearly): a new period starts on the change day and the new price is charged whole.
 */
export function prorate(input: {
  periodStart: string;
  periodEnd: string;
  changeOn: string;
  currentCents: number;
  currentInterval: Interval;
  newCents: number;
  newInterval: Interval;
}): Proration {
  const daysInPeriod = daysBetween(input.periodStart, input.periodEnd);
  const daysLeft = daysBetween(input.changeOn, input.periodEnd);
  if (daysInPeriod <= 0 || daysLeft <= 0 || daysLeft > daysInPeriod) throw new Error(`change on ${input.changeOn} is outside ${input.periodStart}..${input.periodEnd}`);
  const creditCents = share(input.currentCents, daysLeft, daysInPeriod);
  if (input.newInterval === input.currentInterval) {
    const chargeCents = share(input.newCents, daysLeft, daysInPeriod);
    return { daysLeft, daysInPeriod, creditCents, chargeCents, netCents: chargeCents - creditCents, periodStart: input.periodStart, periodEnd: input.periodEnd };
  }
  const chargeCents = input.newCents;
  return { daysLeft, daysInPeriod, creditCents, chargeCents, netCents: chargeCents - creditCents, periodStart: input.changeOn, periodEnd: periodEnd(input.changeOn, input.newInterval) };
}

export type CouponTerms = {
  kind: "percent" | "amount";
  percentOff?: number | null;
  amountOffCents?: number | null;
  duration: "once" | "repeating" | "forever";
  durationMonths?: number | null;
};

/** A coupon's discount on an amount: percent half up, or the amount off capped at the amount. */
export function couponDiscount(c: Pick<CouponTerms, "kind" | "percentOff" | "amountOffCents">, amountCents: number): number {
  if (amountCents <= 0) return 0;
  if (c.kind === "percent") return Math.min(amountCents, share(amountCents, c.percentOff ?? 0, 100));
  return Math.min(amountCents, c.amountOffCents ?? 0);
}

/**
 * How many invoices of an `interval` subscription a coupon covers: once → 1; repeating N months → N monthly
 * invoices, or ceil(N / 12) yearly ones (a year started inside the N months is covered whole); forever → null.
 */
export function couponPeriods(c: Pick<CouponTerms, "duration" | "durationMonths">, interval: Interval): number | null {
  if (c.duration === "once") return 1;
  if (c.duration === "forever") return null;
  const months = c.durationMonths ?? 1;
  return interval === "month" ? months : Math.ceil(months / 12);
}
