import { describe, expect, it } from "vitest";
import { businessHoursBetween, SLA_TARGET_HOURS, ticketSla } from "./sla";

// 2026-11-23 is a Monday.
const at = (s: string) => new Date(s);

describe("businessHoursBetween", () => {
  it("counts the hours of a weekday", () => {
    expect(businessHoursBetween(at("2026-11-23T09:00:00Z"), at("2026-11-23T12:30:00Z"))).toBe(3.5);
  });
  it("leaves the weekend out", () => {
    // Friday 20:00 → Monday 04:00: 4 hours on Friday, 4 on Monday.
    expect(businessHoursBetween(at("2026-11-27T20:00:00Z"), at("2026-11-30T04:00:00Z"))).toBe(8);
    expect(businessHoursBetween(at("2026-11-28T01:00:00Z"), at("2026-11-29T23:00:00Z"))).toBe(0);
  });
  it("is 0 for an end before the start", () => {
    expect(businessHoursBetween(at("2026-11-24T10:00:00Z"), at("2026-11-24T09:00:00Z"))).toBe(0);
  });
});

describe("ticketSla", () => {
  const created = at("2026-11-23T09:00:00Z");
  it("has a target per priority", () => {
    expect(SLA_TARGET_HOURS).toEqual({ urgent: 4, high: 8, normal: 24, low: 40 });
  });
  it("is ok, then at risk at 75 %, then breached", () => {
    expect(ticketSla({ priority: "urgent", createdAt: created, resolvedAt: null }, at("2026-11-23T11:00:00Z"))).toEqual({ ageHours: 2, businessHours: 2, targetHours: 4, state: "ok" });
    expect(ticketSla({ priority: "urgent", createdAt: created, resolvedAt: null }, at("2026-11-23T12:00:00Z")).state).toBe("at_risk");
    expect(ticketSla({ priority: "urgent", createdAt: created, resolvedAt: null }, at("2026-11-23T13:30:00Z")).state).toBe("breached");
  });
  it("stops the clock when resolved: met within the target, breached past it", () => {
    const resolved = ticketSla({ priority: "high", createdAt: created, resolvedAt: at("2026-11-23T15:00:00Z") }, at("2026-12-30T00:00:00Z"));
    expect(resolved).toEqual({ ageHours: 6, businessHours: 6, targetHours: 8, state: "met" });
    expect(ticketSla({ priority: "high", createdAt: created, resolvedAt: at("2026-11-24T15:00:00Z") }, at("2026-12-30T00:00:00Z")).state).toBe("breached");
  });
  it("a weekend does not use a low ticket's time, the age counts it", () => {
    const s = ticketSla({ priority: "low", createdAt: at("2026-11-27T22:00:00Z"), resolvedAt: null }, at("2026-11-30T02:00:00Z"));
    expect(s).toEqual({ ageHours: 52, businessHours: 4, targetHours: 40, state: "ok" });
  });
});
