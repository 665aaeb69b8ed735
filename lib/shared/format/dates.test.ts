import { enUS } from "date-fns/locale/en-US";
import { es } from "date-fns/locale/es";
import { describe, expect, it } from "vitest";
import { calendarDaysBetween, formatDate, formatDateTime, formatLongDate, formatMonthYear, formatUsDate, MONTHS, overdueLabel } from "./dates";

describe("month names", () => {
  it("are date-fns's abbreviated names, English and Spanish", () => {
    const names = (loc: typeof enUS) => Array.from({ length: 12 }, (_, i) => String(loc.localize.month(i as never, { width: "abbreviated" })));
    expect(MONTHS.en).toEqual(names(enUS));
    expect(MONTHS.es).toEqual(names(es));
  });
});

describe("calendar dates never drift", () => {
  it.each(["UTC", "America/Los_Angeles", "Pacific/Kiritimati", "Asia/Kolkata"])("YYYY-MM-DD shown as is (%s)", (tz) => {
    expect(formatUsDate("1992-04-17", tz)).toBe("04/17/1992");
    expect(formatLongDate("2025-01-01", tz)).toBe("Jan 01, 2025");
    expect(formatMonthYear("2025-12-31", tz)).toBe("Dec, 2025");
    expect(formatDateTime("2025-03-09", tz)).toBe("Mar 09, 2025 12:00 AM");
  });
  it("invalid or empty input gives ''", () => {
    expect(formatUsDate("2023-02-29")).toBe("");
    expect(formatLongDate("not a date")).toBe("");
    expect(formatMonthYear(null)).toBe("");
    expect(formatDateTime(undefined)).toBe("");
    expect(formatDateTime(new Date(Number.NaN))).toBe("");
  });
});

describe("instants are shown in the given time zone", () => {
  const instant = "2025-04-07T15:05:00Z";
  it("'MMM DD, YYYY hh:mm A'", () => {
    expect(formatDateTime(instant, "UTC")).toBe("Apr 07, 2025 03:05 PM");
    expect(formatDateTime(instant, "America/New_York")).toBe("Apr 07, 2025 11:05 AM");
    expect(formatDateTime("2025-04-07T00:30:00Z", "UTC")).toBe("Apr 07, 2025 12:30 AM");
    expect(formatDateTime("2025-04-07T12:00:00Z", "UTC")).toBe("Apr 07, 2025 12:00 PM");
    expect(formatDateTime(new Date("2025-12-31T23:59:00Z"), "UTC")).toBe("Dec 31, 2025 11:59 PM");
  });
  it("date-only formats follow the zone's calendar day", () => {
    expect(formatUsDate("2025-04-07T02:00:00Z", "America/Los_Angeles")).toBe("04/06/2025");
    expect(formatLongDate("2025-04-07T02:00:00Z", "Asia/Kolkata")).toBe("Apr 07, 2025");
    expect(formatMonthYear(new Date("2025-01-01T03:00:00Z"), "America/Chicago")).toBe("Dec, 2024");
  });
});

describe("overdueLabel", () => {
  it("counts calendar days after the due date", () => {
    expect(overdueLabel("2025-04-01", "2025-04-02")).toBe("Overdue by 1 day(s)");
    expect(overdueLabel("2024-02-28", "2024-03-01")).toBe("Overdue by 2 day(s)");
    expect(overdueLabel("2025-03-08", "2025-03-10")).toBe("Overdue by 2 day(s)");
    expect(overdueLabel("2024-12-31", "2025-12-31")).toBe("Overdue by 365 day(s)");
  });
  it("null when due today, in the future, missing or invalid", () => {
    expect(overdueLabel("2025-04-02", "2025-04-02")).toBeNull();
    expect(overdueLabel("2025-04-03", "2025-04-02")).toBeNull();
    expect(overdueLabel(null, "2025-04-02")).toBeNull();
    expect(overdueLabel("2025-02-30", "2025-04-02")).toBeNull();
  });
  it("calendarDaysBetween is signed", () => {
    expect(calendarDaysBetween("2025-04-02", "2025-04-01")).toBe(-1);
    expect(calendarDaysBetween("2025-01-01", "2025-01-01")).toBe(0);
    expect(calendarDaysBetween("x", "2025-01-01")).toBeNull();
  });
});

describe("the reader's locale (issue 8: one date format per kind, by locale)", () => {
  const instant = "2025-04-07T15:05:00Z";
  it("English keeps the spec patterns; 'en-US' and unknown locales are English", () => {
    expect(formatDate("2026-12-07", "UTC", "en")).toBe("12/07/2026");
    expect(formatDate("2026-12-07", "UTC", "en-US")).toBe("12/07/2026");
    expect(formatDate("2026-12-07", "UTC", "fr")).toBe("12/07/2026");
    expect(formatDate("2026-12-07", "UTC")).toBe("12/07/2026");
  });
  it("Spanish: day first in the long shapes, Spanish month names, 24-hour clock; the short date in the reader's order", () => {
    // One short date per reader, the one the inputs take (issue 34 §4): MM/DD/YYYY unless they chose DD/MM/YYYY.
    expect(formatDate("2026-12-07", "UTC", "es")).toBe("12/07/2026");
    expect(formatDate("2026-12-07", "UTC", "es-MX", "DMY")).toBe("07/12/2026");
    expect(formatDate("2026-12-07", "UTC", "en", "DMY")).toBe("07/12/2026");
    expect(formatLongDate("2025-04-07", "UTC", "es")).toBe("07 abr 2025");
    expect(formatLongDate("2025-01-01", "UTC", "es")).toBe("01 ene 2025");
    expect(formatMonthYear("2025-12-31", "UTC", "es")).toBe("dic 2025");
    expect(formatDateTime(instant, "UTC", "es")).toBe("07 abr 2025, 15:05");
    expect(formatDateTime("2025-04-07T00:30:00Z", "UTC", "es")).toBe("07 abr 2025, 00:30");
  });
  it("formatUsDate stays MM/DD/YYYY whatever the locale; invalid input is '' in every locale", () => {
    expect(formatUsDate("2026-12-07", "UTC")).toBe("12/07/2026");
    expect(formatDate("2023-02-29", "UTC", "es")).toBe("");
    expect(formatDateTime(null, "UTC", "es")).toBe("");
  });
});

describe("the short date in the reader's order (MDY default, DMY chosen)", () => {
  it("Feb 29 of a leap year, and no Feb 29 otherwise", () => {
    expect(formatDate("2024-02-29", "UTC", "es")).toBe("02/29/2024");
    expect(formatDate("2024-02-29", "UTC", "es", "DMY")).toBe("29/02/2024");
    expect(formatDate("2023-02-29", "UTC", "en", "DMY")).toBe("");
  });
  it("year boundaries: an instant shown in the zone's calendar day, then ordered", () => {
    expect(formatDate("2025-12-31", "UTC", "en")).toBe("12/31/2025");
    expect(formatDate("2025-12-31", "UTC", "en", "DMY")).toBe("31/12/2025");
    expect(formatDate("2026-01-01T03:00:00Z", "America/New_York", "es", "DMY")).toBe("31/12/2025");
    expect(formatDate("2026-01-01T03:00:00Z", "America/New_York", "es")).toBe("12/31/2025");
    // The US form order never follows the reader.
    expect(formatUsDate("2026-01-01")).toBe("01/01/2026");
  });
});
