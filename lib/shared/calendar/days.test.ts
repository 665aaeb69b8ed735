import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, addYearsSafe, compareDates, dateParts, daysInMonth, diffDays, fromDayNumber, isCalendarDate, isLeapYear, isWeekend, makeDate, toDayNumber, weekday } from "./days";

describe("calendar-date validation", () => {
  it("accepts real dates only", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2023-02-29")).toBe(false);
    expect(isCalendarDate("2025-04-31")).toBe(false);
    expect(isCalendarDate("2025-4-01")).toBe(false);
    expect(isCalendarDate("2025-04-01T00:00:00Z")).toBe(false);
    expect(isCalendarDate("1970-12-31")).toBe(false);
    expect(isCalendarDate("1971-01-01")).toBe(true);
    expect(isCalendarDate(null)).toBe(false);
    expect(isCalendarDate(20250101)).toBe(false);
  });
  it("throws RangeError on a bad date instead of rolling over", () => {
    expect(() => addDays("2023-02-29", 1)).toThrow(RangeError);
    expect(() => diffDays("2025-01-01", "garbage")).toThrow(RangeError);
    expect(() => weekday("")).toThrow(RangeError);
    expect(() => makeDate(2025, 2, 30)).toThrow(RangeError);
    expect(() => addDays("2025-01-01", 0.5)).toThrow(RangeError);
  });
  it("day numbers round-trip", () => {
    expect(toDayNumber("1971-01-01")).toBe(365);
    expect(fromDayNumber(365)).toBe("1971-01-01");
    expect(makeDate(2025, 7, 4)).toBe("2025-07-04");
    expect(dateParts("2025-07-04")).toEqual({ year: 2025, month: 7, day: 4 });
  });
});

describe("leap years and year boundaries", () => {
  it("knows the Gregorian leap rule", () => {
    expect([2000, 2024, 2028].map(isLeapYear)).toEqual([true, true, true]);
    expect([1900, 2023, 2100].map(isLeapYear)).toEqual([false, false, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2025, 4)).toBe(30);
  });
  it("adds across February and December", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-02-29", 1)).toBe("2024-03-01");
    expect(addDays("2023-02-28", 1)).toBe("2023-03-01");
    expect(addDays("2100-02-28", 1)).toBe("2100-03-01");
    expect(addDays("2000-02-28", 1)).toBe("2000-02-29");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2025-06-15", 0)).toBe("2025-06-15");
    expect(addDays("2024-01-01", 366)).toBe("2025-01-01");
  });
  it("counts days between", () => {
    expect(diffDays("2024-01-01", "2025-01-01")).toBe(366);
    expect(diffDays("2025-01-01", "2026-01-01")).toBe(365);
    expect(diffDays("2025-12-31", "2026-01-01")).toBe(1);
    expect(diffDays("2026-01-01", "2025-12-31")).toBe(-1);
    expect(diffDays("2025-05-05", "2025-05-05")).toBe(0);
  });
  it("compares", () => {
    expect(compareDates("2025-12-31", "2026-01-01")).toBe(-1);
    expect(compareDates("2026-01-01", "2025-12-31")).toBe(1);
    expect(compareDates("2026-01-01", "2026-01-01")).toBe(0);
  });
});

describe("weekdays", () => {
  it("0 = Sunday … 6 = Saturday", () => {
    expect(weekday("1971-01-01")).toBe(5);
    expect(weekday("2000-01-01")).toBe(6);
    expect(weekday("2024-02-29")).toBe(4);
    expect(weekday("2025-01-01")).toBe(3);
    expect(weekday("2026-07-05")).toBe(0);
  });
  it("weekends", () => {
    expect(isWeekend("2026-07-04")).toBe(true);
    expect(isWeekend("2026-07-05")).toBe(true);
    expect(isWeekend("2026-07-03")).toBe(false);
  });
});

describe("no drift across DST changes, whatever the process time zone", () => {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = "America/New_York";
  });
  afterAll(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });
  it("spring forward (2025-03-09) and fall back (2025-11-02)", () => {
    expect(new Date(2025, 2, 9).getTimezoneOffset()).not.toBe(new Date(2025, 2, 10).getTimezoneOffset());
    expect(addDays("2025-03-08", 1)).toBe("2025-03-09");
    expect(addDays("2025-03-09", 1)).toBe("2025-03-10");
    expect(addDays("2025-11-01", 2)).toBe("2025-11-03");
    expect(addDays("2025-03-10", -2)).toBe("2025-03-08");
    expect(diffDays("2025-03-01", "2025-04-01")).toBe(31);
    expect(diffDays("2025-10-15", "2025-11-15")).toBe(31);
    expect(weekday("2025-03-09")).toBe(0);
    expect(weekday("2025-11-02")).toBe(0);
  });
  it.each(["Pacific/Kiritimati", "Pacific/Pago_Pago", "Australia/Lord_Howe"])("same answers in %s", (tz) => {
    process.env.TZ = tz;
    expect(addDays("2025-03-08", 1)).toBe("2025-03-09");
    expect(addDays("2025-10-04", 30)).toBe("2025-11-03");
    expect(diffDays("2024-12-31", "2025-12-31")).toBe(365);
    expect(weekday("2025-01-01")).toBe(3);
  });
});

describe("addYearsSafe", () => {
  it("keeps the day, and moves Feb 29 to Mar 1 in a year without one", () => {
    expect(addYearsSafe("2026-11-24", 1)).toBe("2027-11-24");
    expect(addYearsSafe("2024-02-29", 1)).toBe("2025-03-01");
    expect(addYearsSafe("2024-02-29", 4)).toBe("2028-02-29");
    expect(addYearsSafe("2025-12-31", 1)).toBe("2026-12-31");
    expect(addYearsSafe("2028-02-29", -1)).toBe("2027-03-01");
  });
});
