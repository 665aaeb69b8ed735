import { describe, expect, it } from "vitest";
import { weekday } from "./days";
import { federalHolidayOn, federalHolidays, isFederalHoliday, observedFederalHolidays } from "./holidays";

// Observed federal days off as published by OPM (opm.gov/policy-data-oversight/pay-leave/federal-holidays),
// listed by the year of the day off. 2021-12-31 and 2027-12-31 are New Year's Day of the next year.
const OPM_OBSERVED: Record<number, string[]> = {
  2021: ["2021-01-01", "2021-01-18", "2021-02-15", "2021-05-31", "2021-06-18", "2021-07-05", "2021-09-06", "2021-10-11", "2021-11-11", "2021-11-25", "2021-12-24", "2021-12-31"],
  2022: ["2022-01-17", "2022-02-21", "2022-05-30", "2022-06-20", "2022-07-04", "2022-09-05", "2022-10-10", "2022-11-11", "2022-11-24", "2022-12-26"],
  2023: ["2023-01-02", "2023-01-16", "2023-02-20", "2023-05-29", "2023-06-19", "2023-07-04", "2023-09-04", "2023-10-09", "2023-11-10", "2023-11-23", "2023-12-25"],
  2024: ["2024-01-01", "2024-01-15", "2024-02-19", "2024-05-27", "2024-06-19", "2024-07-04", "2024-09-02", "2024-10-14", "2024-11-11", "2024-11-28", "2024-12-25"],
  2025: ["2025-01-01", "2025-01-20", "2025-02-17", "2025-05-26", "2025-06-19", "2025-07-04", "2025-09-01", "2025-10-13", "2025-11-11", "2025-11-27", "2025-12-25"],
  2026: ["2026-01-01", "2026-01-19", "2026-02-16", "2026-05-25", "2026-06-19", "2026-07-03", "2026-09-07", "2026-10-12", "2026-11-11", "2026-11-26", "2026-12-25"],
  2027: ["2027-01-01", "2027-01-18", "2027-02-15", "2027-05-31", "2027-06-18", "2027-07-05", "2027-09-06", "2027-10-11", "2027-11-11", "2027-11-25", "2027-12-24", "2027-12-31"],
};

describe("observed federal holidays 2021–2027 match OPM", () => {
  it.each(Object.keys(OPM_OBSERVED).map(Number))("%i", (year) => {
    expect(observedFederalHolidays(year).map((h) => h.observed)).toEqual(OPM_OBSERVED[year]);
    for (const iso of OPM_OBSERVED[year]) expect(isFederalHoliday(iso)).toBe(true);
  });
  it("no other day of 2021–2027 is a holiday", () => {
    const all = new Set(Object.values(OPM_OBSERVED).flat());
    for (let year = 2021; year <= 2027; year += 1) {
      for (let m = 1; m <= 12; m += 1) {
        for (let d = 1; d <= 31; d += 1) {
          const iso = `${year}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
          const real = new Date(`${iso}T00:00:00Z`).getUTCDate() === d;
          if (real) expect(isFederalHoliday(iso), iso).toBe(all.has(iso));
        }
      }
    }
  });
});

describe("weekend observance", () => {
  it("New Year's Day 2022 (Saturday) is observed on 2021-12-31 and belongs to 2022", () => {
    const ny = federalHolidays(2022)[0];
    expect(ny).toEqual({ key: "NEW_YEARS_DAY", name: "New Year's Day", date: "2022-01-01", observed: "2021-12-31" });
    expect(federalHolidayOn("2021-12-31")?.date).toBe("2022-01-01");
    expect(isFederalHoliday("2022-01-01")).toBe(false);
    expect(observedFederalHolidays(2022).some((h) => h.key === "NEW_YEARS_DAY")).toBe(false);
  });
  it("Sunday → Monday after, Saturday → Friday before", () => {
    expect(federalHolidayOn("2023-01-02")).toMatchObject({ key: "NEW_YEARS_DAY", date: "2023-01-01" });
    expect(federalHolidayOn("2022-06-20")).toMatchObject({ key: "JUNETEENTH", date: "2022-06-19" });
    expect(federalHolidayOn("2026-07-03")).toMatchObject({ key: "INDEPENDENCE_DAY", date: "2026-07-04" });
    expect(federalHolidayOn("2027-12-24")).toMatchObject({ key: "CHRISTMAS_DAY", date: "2027-12-25" });
    expect(federalHolidayOn("2023-11-10")).toMatchObject({ key: "VETERANS_DAY", date: "2023-11-11" });
    expect(isFederalHoliday("2026-07-04")).toBe(false);
    expect(isFederalHoliday("2022-06-19")).toBe(false);
  });
  it("2027-12-31 is New Year's Day 2028, and 2028 starts without it", () => {
    expect(federalHolidayOn("2027-12-31")).toMatchObject({ key: "NEW_YEARS_DAY", date: "2028-01-01" });
    expect(federalHolidays(2028)[0].observed).toBe("2027-12-31");
    expect(observedFederalHolidays(2028)[0].key).toBe("MLK_DAY");
  });
});

describe("rules by year", () => {
  it("Juneteenth only from 2021", () => {
    expect(federalHolidays(2020).some((h) => h.key === "JUNETEENTH")).toBe(false);
    expect(isFederalHoliday("2020-06-19")).toBe(false);
    expect(federalHolidays(2021)).toHaveLength(11);
    expect(federalHolidays(2020)).toHaveLength(10);
  });
  it("Martin Luther King Jr. Day only from 1986", () => {
    expect(federalHolidays(1985).some((h) => h.key === "MLK_DAY")).toBe(false);
    expect(federalHolidays(1986).find((h) => h.key === "MLK_DAY")?.date).toBe("1986-01-20");
  });
  it("Veterans Day on the fourth Monday of October 1971–1977", () => {
    expect(federalHolidays(1975).find((h) => h.key === "VETERANS_DAY")?.date).toBe("1975-10-27");
    expect(federalHolidays(1978).find((h) => h.key === "VETERANS_DAY")).toMatchObject({ date: "1978-11-11", observed: "1978-11-10" });
  });
  it("out-of-range years are refused", () => {
    expect(() => federalHolidays(1970)).toThrow(RangeError);
    expect(() => federalHolidays(2025.5)).toThrow(RangeError);
    expect(() => isFederalHoliday("2025-13-01")).toThrow(RangeError);
  });
  it("invariants hold for every year 1986–2200", () => {
    for (let year = 1986; year <= 2200; year += 1) {
      const list = federalHolidays(year);
      const byKey = Object.fromEntries(list.map((h) => [h.key, h]));
      expect(list).toHaveLength(year >= 2021 ? 11 : 10);
      for (const h of list) {
        const wd = weekday(h.observed);
        expect(wd >= 1 && wd <= 5, `${year} ${h.key}`).toBe(true);
        expect(Math.abs(new Date(h.observed).getTime() - new Date(h.date).getTime())).toBeLessThanOrEqual(86_400_000);
      }
      for (const key of ["MLK_DAY", "WASHINGTONS_BIRTHDAY"] as const) {
        const day = Number(byKey[key].date.slice(8));
        expect(weekday(byKey[key].date)).toBe(1);
        expect(day >= 15 && day <= 21).toBe(true);
      }
      expect(weekday(byKey.MEMORIAL_DAY.date)).toBe(1);
      expect(Number(byKey.MEMORIAL_DAY.date.slice(8))).toBeGreaterThanOrEqual(25);
      expect(Number(byKey.LABOR_DAY.date.slice(8))).toBeLessThanOrEqual(7);
      expect(Number(byKey.COLUMBUS_DAY.date.slice(8))).toBeGreaterThanOrEqual(8);
      expect(Number(byKey.COLUMBUS_DAY.date.slice(8))).toBeLessThanOrEqual(14);
      const thanksgiving = Number(byKey.THANKSGIVING_DAY.date.slice(8));
      expect(weekday(byKey.THANKSGIVING_DAY.date)).toBe(4);
      expect(thanksgiving >= 22 && thanksgiving <= 28).toBe(true);
      const observed = observedFederalHolidays(year).map((h) => h.observed);
      expect(new Set(observed).size).toBe(observed.length);
      expect(observed.every((iso) => iso.startsWith(`${year}-`))).toBe(true);
    }
  });
});
