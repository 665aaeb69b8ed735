import { afterEach, describe, expect, it, vi } from "vitest";
import { clockOf } from "./define-route";

afterEach(() => {
  vi.useRealTimers();
});

describe("clockOf (today per time zone, formatted at most once a second per zone)", () => {
  it("turns to the new day at the zone's midnight, not a second later", () => {
    vi.useFakeTimers();
    // 2026-03-01 00:00:00 in New York (EST, UTC-5) is 05:00:00 UTC.
    vi.setSystemTime(new Date("2026-03-01T04:59:59.000Z"));
    expect(clockOf({ timezone: "America/New_York" }).today).toBe("2026-02-28");
    vi.setSystemTime(new Date("2026-03-01T04:59:59.999Z"));
    expect(clockOf({ timezone: "America/New_York" }).today).toBe("2026-02-28");
    vi.setSystemTime(new Date("2026-03-01T05:00:00.000Z"));
    expect(clockOf({ timezone: "America/New_York" }).today).toBe("2026-03-01");
    expect(clockOf({}).today).toBe("2026-03-01");
  });

  it("keeps each zone apart, and follows a clock set back", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-03-01T02:00:00.000Z"));
    expect(clockOf({ timezone: "Asia/Kolkata" }).today).toBe("2026-03-01");
    expect(clockOf({ timezone: "America/Los_Angeles" }).today).toBe("2026-02-28");
    expect(clockOf({}).today).toBe("2026-03-01");
    vi.setSystemTime(new Date("2026-02-27T02:00:00.000Z"));
    expect(clockOf({ timezone: "Asia/Kolkata" }).today).toBe("2026-02-27");
    expect(clockOf({ timezone: "America/Los_Angeles" }).today).toBe("2026-02-26");
  });

  it("answers the payload's own today and a valid zone as before", () => {
    expect(clockOf({ timezone: "Europe/Madrid", today: "2026-02-28" })).toEqual({ timezone: "Europe/Madrid", today: "2026-02-28" });
    expect(clockOf({ timezone: "Not/AZone" }).timezone).toBe("UTC");
    // Read separately: a malformed zone is UTC and keeps a valid today; a day that is no calendar date is the zone's today.
    expect(clockOf({ timezone: 5, today: "2026-02-28" })).toEqual({ timezone: "UTC", today: "2026-02-28" });
    expect(clockOf({ timezone: "Europe/Madrid", today: "2026-02-30" }).timezone).toBe("Europe/Madrid");
    expect(clockOf({ timezone: "Europe/Madrid", today: "2026-02-30" }).today).not.toBe("2026-02-30");
  });
});
