import { describe, expect, it } from "vitest";
import { couponDiscount, couponPeriods, divRoundHalfUp, periodEnd, planPrice, prorate } from "./money";

describe("divRoundHalfUp", () => {
  it("rounds halves up and the rest to the nearest cent", () => {
    expect(divRoundHalfUp(5, 2)).toBe(3);
    expect(divRoundHalfUp(7, 2)).toBe(4);
    expect(divRoundHalfUp(4, 3)).toBe(1);
    expect(divRoundHalfUp(5, 3)).toBe(2);
    expect(divRoundHalfUp(0, 7)).toBe(0);
    expect(divRoundHalfUp(4900 * 15, 30)).toBe(2450);
  });
  it("refuses what is not a non-negative integer ratio", () => {
    expect(() => divRoundHalfUp(1.5, 2)).toThrow();
    expect(() => divRoundHalfUp(1, 0)).toThrow();
    expect(() => divRoundHalfUp(-1, 2)).toThrow();
  });
});

describe("periodEnd", () => {
  it("adds a month or a year, clamping the day", () => {
    expect(periodEnd("2026-01-15", "month")).toBe("2026-02-15");
    expect(periodEnd("2026-01-31", "month")).toBe("2026-02-28");
    expect(periodEnd("2028-01-31", "month")).toBe("2028-02-29");
    expect(periodEnd("2028-02-29", "year")).toBe("2029-02-28");
    expect(periodEnd("2026-12-10", "month")).toBe("2027-01-10");
  });
});

describe("planPrice", () => {
  it("multiplies per-seat prices by the seats, flat ones not", () => {
    expect(planPrice({ monthlyCents: 4900, yearlyCents: 49000, perSeat: true }, "month", 3)).toBe(14700);
    expect(planPrice({ monthlyCents: 2900, yearlyCents: 29000, perSeat: false }, "year", 3)).toBe(29000);
  });
});

describe("prorate", () => {
  const base = { currentInterval: "month" as const, newInterval: "month" as const };
  it("on the first day of the period credits the whole current price and charges the whole new one", () => {
    const p = prorate({ ...base, periodStart: "2026-03-01", periodEnd: "2026-04-01", changeOn: "2026-03-01", currentCents: 2900, newCents: 3900 });
    expect(p).toMatchObject({ daysLeft: 31, daysInPeriod: 31, creditCents: 2900, chargeCents: 3900, netCents: 1000, periodStart: "2026-03-01", periodEnd: "2026-04-01" });
  });
  it("on the last day of the period prorates one day, half up", () => {
    // 2900 × 1/31 = 93.548… → 94; 3900 × 1/31 = 125.806… → 126.
    const p = prorate({ ...base, periodStart: "2026-03-01", periodEnd: "2026-04-01", changeOn: "2026-03-31", currentCents: 2900, newCents: 3900 });
    expect(p).toMatchObject({ daysLeft: 1, creditCents: 94, chargeCents: 126, netCents: 32 });
  });
  it("rounds an exact half up", () => {
    // 1900 × 15/30 = 950 exactly; 1 × 15/30 = 0.5 → 1.
    expect(prorate({ ...base, periodStart: "2026-04-01", periodEnd: "2026-05-01", changeOn: "2026-04-16", currentCents: 1900, newCents: 1 })).toMatchObject({ creditCents: 950, chargeCents: 1 });
  });
  it("counts February 29 in a leap-year period", () => {
    const p = prorate({ ...base, periodStart: "2028-02-01", periodEnd: "2028-03-01", changeOn: "2028-02-29", currentCents: 2900, newCents: 5800 });
    expect(p).toMatchObject({ daysLeft: 1, daysInPeriod: 29, creditCents: 100, chargeCents: 200, netCents: 100 });
    const y = prorate({ currentInterval: "year", newInterval: "year", periodStart: "2028-02-29", periodEnd: "2029-02-28", changeOn: "2028-08-30", currentCents: 29000, newCents: 39000 });
    // 365 days (Feb 29 2028 → Feb 28 2029), 182 left.
    expect(y).toMatchObject({ daysInPeriod: 365, daysLeft: 182, creditCents: 14460, chargeCents: 19447 });
  });
  it("a downgrade leaves a negative net (a credit)", () => {
    const p = prorate({ ...base, periodStart: "2026-03-01", periodEnd: "2026-04-01", changeOn: "2026-03-11", currentCents: 3900, newCents: 1900 });
    expect(p.netCents).toBe(p.chargeCents - p.creditCents);
    expect(p.netCents).toBeLessThan(0);
  });
  it("monthly → yearly starts a new yearly period on the change day and charges it whole", () => {
    const p = prorate({ currentInterval: "month", newInterval: "year", periodStart: "2026-03-01", periodEnd: "2026-04-01", changeOn: "2026-03-17", currentCents: 2900, newCents: 29000 });
    // 15 of 31 days left: 2900 × 15/31 = 1403.2 → 1403.
    expect(p).toMatchObject({ daysLeft: 15, creditCents: 1403, chargeCents: 29000, netCents: 27597, periodStart: "2026-03-17", periodEnd: "2027-03-17" });
  });
  it("yearly → monthly credits the unused year and charges a month from the change day", () => {
    const p = prorate({ currentInterval: "year", newInterval: "month", periodStart: "2026-01-01", periodEnd: "2027-01-01", changeOn: "2026-07-02", currentCents: 36500, newCents: 2900 });
    // 183 of 365 days left: 36500 × 183/365 = 18300.
    expect(p).toMatchObject({ daysLeft: 183, creditCents: 18300, chargeCents: 2900, netCents: -15400, periodStart: "2026-07-02", periodEnd: "2026-08-02" });
  });
  it("refuses a change day outside the period", () => {
    expect(() => prorate({ ...base, periodStart: "2026-03-01", periodEnd: "2026-04-01", changeOn: "2026-04-01", currentCents: 1, newCents: 1 })).toThrow();
    expect(() => prorate({ ...base, periodStart: "2026-03-01", periodEnd: "2026-04-01", changeOn: "2026-02-28", currentCents: 1, newCents: 1 })).toThrow();
  });
});

describe("coupons", () => {
  it("percent off rounds half up and never passes the amount", () => {
    expect(couponDiscount({ kind: "percent", percentOff: 15 }, 2900)).toBe(435);
    expect(couponDiscount({ kind: "percent", percentOff: 25 }, 1902)).toBe(476); // 475.5 → 476
    expect(couponDiscount({ kind: "percent", percentOff: 100 }, 2900)).toBe(2900);
  });
  it("amount off is capped at the amount, nothing off a zero amount", () => {
    expect(couponDiscount({ kind: "amount", amountOffCents: 1000 }, 2900)).toBe(1000);
    expect(couponDiscount({ kind: "amount", amountOffCents: 5000 }, 2900)).toBe(2900);
    expect(couponDiscount({ kind: "amount", amountOffCents: 5000 }, 0)).toBe(0);
  });
  it("covers once one invoice, N months N monthly or ceil(N/12) yearly invoices, forever all", () => {
    expect(couponPeriods({ duration: "once" }, "year")).toBe(1);
    expect(couponPeriods({ duration: "repeating", durationMonths: 3 }, "month")).toBe(3);
    expect(couponPeriods({ duration: "repeating", durationMonths: 3 }, "year")).toBe(1);
    expect(couponPeriods({ duration: "repeating", durationMonths: 13 }, "year")).toBe(2);
    expect(couponPeriods({ duration: "forever" }, "month")).toBeNull();
  });
});
