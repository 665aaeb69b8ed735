import { describe, expect, it } from "vitest";
import { expiryReminderDates, expiryState } from "./expiry";

describe("expiryReminderDates", () => {
  it("falls 30 and 7 calendar days before and on the day after", () => {
    expect(expiryReminderDates("2026-03-31")).toEqual([
      { offset: 30, date: "2026-03-01" },
      { offset: 7, date: "2026-03-24" },
      { offset: -1, date: "2026-04-01" },
    ]);
  });
  it("crosses month, leap-day and year ends", () => {
    expect(expiryReminderDates("2028-03-01").map((d) => d.date)).toEqual(["2028-01-31", "2028-02-23", "2028-03-02"]);
    expect(expiryReminderDates("2026-12-31").map((d) => d.date)).toEqual(["2026-12-01", "2026-12-24", "2027-01-01"]);
    expect(expiryReminderDates("2027-01-05", [10]).map((d) => d.date)).toEqual(["2026-12-26", "2027-01-06"]);
  });
});

describe("expiryState", () => {
  it("is valid, expiring soon within 30 days, expired from the day after", () => {
    expect(expiryState(null, "2026-01-01")).toBeNull();
    expect(expiryState("2026-03-01", "2026-01-01")).toEqual({ state: "valid", days: 59 });
    expect(expiryState("2026-01-31", "2026-01-01")).toEqual({ state: "soon", days: 30 });
    expect(expiryState("2026-01-01", "2026-01-01")).toEqual({ state: "soon", days: 0 });
    expect(expiryState("2025-12-31", "2026-01-01")).toEqual({ state: "expired", days: -1 });
  });
});
