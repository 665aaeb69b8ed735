import { describe, expect, it } from "vitest";
import { areaRow, countyKey, hourlyCents, oflcKind, rateRow, wageYearOf, yearlyLevels } from "./oflc";

describe("OFLC wage files", () => {
  it("recognises the two files by their columns", () => {
    expect(oflcKind(["AREA", "AREANAME", "STATEAB", "STATE", "COUNTYTOWNNAME"])).toBe("geography");
    expect(oflcKind(["AREA", "SOCCODE", "GEOLVL", "LEVEL1", "LEVEL2", "LEVEL3", "LEVEL4"])).toBe("rates");
    expect(oflcKind(["CASE_NUMBER"])).toBeNull();
  });
  it("keys counties without their suffix, punctuation or Saint", () => {
    expect(countyKey("St. Louis County")).toBe("ST LOUIS");
    expect(countyKey("Saint Louis")).toBe("ST LOUIS");
    expect(countyKey("Prince George's County")).toBe("PRINCE GEORGES");
    expect(countyKey("Orleans Parish")).toBe("ORLEANS");
    expect(countyKey("Anchorage Municipality")).toBe("ANCHORAGE");
  });
  it("reads hourly wages as cents and refuses N/A or decreasing levels", () => {
    expect(hourlyCents("$23.5")).toBe(2350);
    expect(hourlyCents("N/A")).toBeNull();
    const h = ["AREA", "SOCCODE", "LEVEL1", "LEVEL2", "LEVEL3", "LEVEL4"];
    expect(rateRow(h, ["100", "15-1252.00", "10", "20", "30", "40"])).toEqual({ areaCode: "100", socCode: "15-1252", level1Cents: 1000, level2Cents: 2000, level3Cents: 3000, level4Cents: 4000 });
    expect(rateRow(h, ["100", "15-1252", "10", "20", "15", "40"])).toBeNull();
    expect(areaRow(["AREA", "AREANAME", "STATEAB", "COUNTYTOWNNAME"], ["1", "X", "tx", "Travis County"])).toEqual({ state: "TX", countyKey: "TRAVIS", county: "Travis County", areaCode: "1", areaName: "X" });
  });
  it("makes yearly levels of 2080 hours and tells the wage year (July 1)", () => {
    expect(yearlyLevels({ level1Cents: 1000, level2Cents: 2000, level3Cents: 3000, level4Cents: 4000 })).toEqual({ I: 2_080_000, II: 4_160_000, III: 6_240_000, IV: 8_320_000 });
    expect(wageYearOf("2027-06-30")).toBe(2026);
    expect(wageYearOf("2027-07-01")).toBe(2027);
    expect(wageYearOf("2028-02-29")).toBe(2027);
  });
});
