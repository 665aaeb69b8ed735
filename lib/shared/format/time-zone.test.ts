// The browser's zone and the instants shown in it, without building an Intl.DateTimeFormat (issue 8: the
// first one in a page cost the case page ~60 ms of main thread at Lighthouse's 4× CPU).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { formatDateTime, formatLongDate } from "./dates";
import { browserTimeZone } from "./time-zone";

const ZONE = "America/New_York";
const savedTz = process.env.TZ;
beforeAll(() => {
  // Node follows a TZ changed at run time: the runtime's own zone for these tests.
  process.env.TZ = ZONE;
});
afterAll(() => {
  process.env.TZ = savedTz;
  if (savedTz === undefined) delete process.env.TZ;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** What Intl says of an instant in a zone, in formatDateTime's English shape. */
function viaIntl(iso: string, timeZone: string): string {
  const fmt = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "short", day: "2-digit", hour: "2-digit", minute: "2-digit", hour12: true });
  const p = Object.fromEntries(fmt.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

describe("browserTimeZone", () => {
  it("takes Temporal's answer where the runtime has it, without Intl", () => {
    vi.stubGlobal("Temporal", { Now: { timeZoneId: () => "Asia/Kolkata" } });
    const intl = vi.spyOn(Intl, "DateTimeFormat");
    expect(browserTimeZone(Date.now() + 120_000)).toBe("Asia/Kolkata");
    expect(intl).not.toHaveBeenCalled();
  });

  it("asks Intl when there is no Temporal, and keeps the answer for a minute", () => {
    vi.stubGlobal("Temporal", undefined);
    const t0 = Date.now() + 240_000;
    expect(browserTimeZone(t0)).toBe(ZONE);
    const intl = vi.spyOn(Intl, "DateTimeFormat");
    expect(browserTimeZone(t0 + 59_000)).toBe(ZONE);
    expect(intl).not.toHaveBeenCalled();
    browserTimeZone(t0 + 61_000);
    expect(intl).toHaveBeenCalled();
  });
});

describe("instants in UTC and in the runtime's own zone", () => {
  // Around the 2026 US daylight-saving changes, a leap day and a year's end.
  const instants = ["2026-03-08T06:59:00Z", "2026-03-08T07:00:00Z", "2026-11-01T05:59:00Z", "2026-11-01T06:00:00Z", "2028-02-29T04:30:00Z", "2026-12-31T23:59:00Z", "2026-07-04T16:05:00Z"];

  it.each(instants)("%s is shown as Intl shows it, without building an Intl.DateTimeFormat", (iso) => {
    const expectedLocal = viaIntl(iso, ZONE);
    const expectedUtc = viaIntl(iso, "UTC");
    vi.stubGlobal("Temporal", undefined);
    const zone = browserTimeZone();
    const intl = vi.spyOn(Intl, "DateTimeFormat");
    expect(formatDateTime(iso, zone)).toBe(expectedLocal);
    expect(formatDateTime(iso, "UTC")).toBe(expectedUtc);
    expect(formatDateTime(new Date(iso), undefined)).toBe(expectedLocal);
    expect(intl).not.toHaveBeenCalled();
  });

  it("another zone still goes through Intl (the firm's zone on the server)", () => {
    expect(formatDateTime("2026-03-08T07:30:00Z", "America/Los_Angeles")).toBe(viaIntl("2026-03-08T07:30:00Z", "America/Los_Angeles"));
    expect(formatLongDate("2026-01-01T02:00:00Z", "Asia/Tokyo")).toBe("Jan 01, 2026");
    expect(formatLongDate("2026-01-01T02:00:00Z", ZONE)).toBe("Dec 31, 2025");
  });
});
