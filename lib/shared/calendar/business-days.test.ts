import { describe, expect, it } from "vitest";
import { addBusinessDays, businessDaysBetween, isBusinessDay, onOrAfterBusinessDay, onOrBeforeBusinessDay, subtractBusinessDays } from "./business-days";
import { addDays } from "./days";

describe("isBusinessDay", () => {
  it("weekdays that are not observed holidays", () => {
    expect(isBusinessDay("2025-11-26")).toBe(true);
    expect(isBusinessDay("2025-11-27")).toBe(false); // Thanksgiving
    expect(isBusinessDay("2025-11-28")).toBe(true); // the day after is not a federal holiday
    expect(isBusinessDay("2025-11-29")).toBe(false); // Saturday
    expect(isBusinessDay("2021-12-31")).toBe(false); // New Year's Day 2022 observed
    expect(isBusinessDay("2022-06-20")).toBe(false); // Juneteenth observed
    expect(isBusinessDay("2026-07-03")).toBe(false); // Independence Day observed
  });
});

describe("addBusinessDays (the start day is not counted)", () => {
  it("n = 0 is the start day itself", () => {
    expect(addBusinessDays("2025-11-29", 0)).toBe("2025-11-29");
  });
  it("skips weekends", () => {
    expect(addBusinessDays("2025-03-07", 1)).toBe("2025-03-10");
    expect(addBusinessDays("2025-03-08", 1)).toBe("2025-03-10");
    expect(addBusinessDays("2025-03-03", 5)).toBe("2025-03-10");
  });
  it("skips Thanksgiving", () => {
    expect(addBusinessDays("2025-11-21", 3)).toBe("2025-11-26");
    expect(addBusinessDays("2025-11-26", 1)).toBe("2025-11-28");
  });
  it("skips Christmas and New Year's Day across the year boundary", () => {
    expect(addBusinessDays("2025-12-24", 1)).toBe("2025-12-26");
    expect(addBusinessDays("2025-12-31", 1)).toBe("2026-01-02");
    expect(addBusinessDays("2021-12-23", 1)).toBe("2021-12-27"); // 24th and 31st observed
    expect(addBusinessDays("2021-12-30", 1)).toBe("2022-01-03");
  });
  it("refuses negative or fractional counts", () => {
    expect(() => addBusinessDays("2025-01-01", -1)).toThrow(RangeError);
    expect(() => addBusinessDays("2025-01-01", 1.5)).toThrow(RangeError);
  });
});

describe("subtractBusinessDays and businessDaysBetween", () => {
  it("count backwards over Thanksgiving", () => {
    expect(subtractBusinessDays("2025-12-12", 15)).toBe("2025-11-20");
    expect(subtractBusinessDays("2025-11-28", 1)).toBe("2025-11-26");
  });
  it("signed distance", () => {
    expect(businessDaysBetween("2025-11-20", "2025-12-12")).toBe(15);
    expect(businessDaysBetween("2025-12-12", "2025-11-20")).toBe(-15);
    expect(businessDaysBetween("2025-11-26", "2025-11-28")).toBe(1);
    expect(businessDaysBetween("2025-11-29", "2025-11-30")).toBe(0);
    expect(businessDaysBetween("2025-06-02", "2025-06-02")).toBe(0);
  });
  it("is the inverse of add/subtract for every start day of 2021–2027", () => {
    for (let iso = "2021-01-01"; iso <= "2027-12-31"; iso = addDays(iso, 1)) {
      for (const n of [1, 3, 15, 30, 45]) {
        const later = addBusinessDays(iso, n);
        expect(isBusinessDay(later)).toBe(true);
        expect(businessDaysBetween(iso, later)).toBe(n);
        const earlier = subtractBusinessDays(iso, n);
        expect(isBusinessDay(earlier)).toBe(true);
        expect(businessDaysBetween(iso, earlier)).toBe(-n);
      }
    }
  });
});

describe("onOrBefore / onOrAfter business day", () => {
  it("the day itself when it is a business day", () => {
    expect(onOrBeforeBusinessDay("2025-07-03")).toBe("2025-07-03");
    expect(onOrAfterBusinessDay("2025-07-03")).toBe("2025-07-03");
  });
  it("moves over weekends and holidays, across years", () => {
    expect(onOrBeforeBusinessDay("2025-07-05")).toBe("2025-07-03");
    expect(onOrBeforeBusinessDay("2022-01-02")).toBe("2021-12-30");
    expect(onOrAfterBusinessDay("2022-12-24")).toBe("2022-12-27");
    expect(onOrAfterBusinessDay("2025-08-30")).toBe("2025-09-02"); // Labor Day weekend
  });
});
