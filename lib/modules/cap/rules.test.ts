import { describe, expect, it } from "vitest";
import { capFilingDeadline, capIssues, capMismatchList, currentCapFiscalYear, personKey, registrationEntries } from "./rules";
import { registrationRow, selectionRow } from "./import-rows";

describe("capFilingDeadline (rule 14: at least 90 days from April 1 or a later round's selection)", () => {
  it("ends the initial round on June 30, USCIS's published last day (April 1 + 90 days)", () => {
    expect(capFilingDeadline(2027, "2026-03-31")).toBe("2026-06-30"); // FY2027: Tuesday
    expect(capFilingDeadline(2026, "2025-03-28")).toBe("2025-06-30"); // FY2026 "April 1 – June 30, 2025": Monday
    expect(capFilingDeadline(2028, null)).toBe("2027-06-30"); // Wednesday
  });
  it("moves back from a weekend, in a leap year too", () => {
    expect(capFilingDeadline(2025, "2024-03-29")).toBe("2024-06-28"); // 2024 leap: Sun June 30 → Fri 28
    expect(capFilingDeadline(2031, null)).toBe("2030-06-28"); // Sun June 30, 2030 → Fri 28
    expect(capFilingDeadline(2030, null)).toBe("2029-06-29"); // Sat June 30, 2029 → Fri 29
  });
  it("counts a later round's 90 days from its selection day, the first day not counted", () => {
    expect(capFilingDeadline(2027, "2026-07-28")).toBe("2026-10-26"); // a round in July: Mon Oct 26
    expect(capFilingDeadline(2027, "2026-07-25")).toBe("2026-10-23"); // Sat Oct 23 → Fri 23
    expect(capFilingDeadline(2029, "2028-07-31")).toBe("2028-10-27"); // Sun Oct 29 → Fri 27 (leap year)
  });
  it("moves back from a federal holiday", () => {
    expect(capFilingDeadline(2027, "2026-08-13")).toBe("2026-11-10"); // Veterans Day (Wed Nov 11) → Tue 10
    expect(capFilingDeadline(2027, "2026-07-14")).toBe("2026-10-09"); // Columbus Day (Mon Oct 12) → Fri 9
    expect(capFilingDeadline(2028, "2027-08-27")).toBe("2027-11-24"); // Thanksgiving (Thu Nov 25) → Wed 24
  });
  it("counts from Feb 29 like any day: before April 1 the window's own 90 days", () => {
    expect(capFilingDeadline(2029, "2028-02-29")).toBe("2028-06-30"); // Fri
  });
});

describe("currentCapFiscalYear", () => {
  it("is this spring's season until June, then next year's", () => {
    expect(currentCapFiscalYear("2026-11-24")).toBe(2028);
    expect(currentCapFiscalYear("2027-03-10")).toBe(2028);
    expect(currentCapFiscalYear("2027-06-30")).toBe(2028);
    expect(currentCapFiscalYear("2027-07-01")).toBe(2029);
    expect(currentCapFiscalYear("2028-02-29")).toBe(2029);
  });
});

describe("registrationEntries and personKey", () => {
  it("enters a registration by its level, a person at their lowest level", () => {
    expect(registrationEntries("IV", [])).toEqual({ own: 4, counted: 4 });
    expect(registrationEntries("IV", ["II", "III"])).toEqual({ own: 4, counted: 2 });
    expect(registrationEntries("I", ["IV"])).toEqual({ own: 1, counted: 1 });
    expect(registrationEntries(null, ["II"])).toEqual({ own: null, counted: null });
  });
  it("tells people apart by passport, else by beneficiary", () => {
    expect(personKey({ beneficiaryId: "a", passportNumberIndex: "idx-1" })).toBe(personKey({ beneficiaryId: "b", passportNumberIndex: "idx-1" }));
    expect(personKey({ beneficiaryId: "a", passportNumberIndex: null })).not.toBe(personKey({ beneficiaryId: "b", passportNumberIndex: null }));
  });
});

describe("capIssues and capMismatchList", () => {
  const full = { dateOfBirth: "1990-01-01", gender: "Male", countryOfBirthId: 1, citizenshipCountryId: 1, passportNumber: "X1", passportCountryId: 1, passportExpiry: "2030-01-01", jobTitle: "Dev", socCode: "15-1252", worksiteCity: "A", worksiteState: "TX", worksiteCounty: "Travis", wageCents: 1, wageUnit: "Year", wageLevel: "II" };
  it("names every missing detail", () => {
    expect(capIssues(full)).toEqual([]);
    expect(capIssues({ ...full, passportNumber: null, worksiteCounty: null, wageLevel: null })).toEqual(["PASSPORT_NUMBER", "WORKSITE", "WAGE_LEVEL"]);
  });
  it("flags the petition of another employer or person and an LCA with another SOC, level or area", () => {
    const reg = { petitionerId: "e1", beneficiaryId: "b1", socCode: "15-1252", wageLevel: "II" as const, areaCode: "12420" };
    expect(capMismatchList(reg, { caseNumber: "C1", petitionerId: "e1", beneficiaryIds: ["b1"] }, [{ lcaNumber: "L1", socCode: "15-1252.00", wageLevel: "II", areaCode: "12420" }])).toEqual([]);
    expect(capMismatchList(reg, { caseNumber: "C1", petitionerId: "e2", beneficiaryIds: ["b2"] }, [{ lcaNumber: "L1", socCode: "15-1253", wageLevel: "III", areaCode: "41940" }])).toEqual([
      { with: "petition", ref: "C1", fields: ["employer", "beneficiary"] },
      { with: "lca", ref: "L1", fields: ["socCode", "wageLevel", "areaCode"] },
    ]);
    // An LCA whose area the tables cannot tell is not flagged for the area.
    expect(capMismatchList(reg, null, [{ lcaNumber: "L2", socCode: "15-1252", wageLevel: "II", areaCode: null }])).toEqual([]);
  });
});

describe("import rows", () => {
  const get = (o: Record<string, string>) => (c: string) => o[c] ?? null;
  const base = { EMPLOYER_FEIN: "123456789", BENEFICIARY_EMAIL: "A@B.CO", JOB_TITLE: "Dev", SOC_CODE: "15-1252.00", WORKSITE_CITY: "Austin", WORKSITE_COUNTY: "Travis", WORKSITE_STATE: "tx", WAGE: "$120,000.00", WAGE_UNIT: "YEAR" };
  it("reads a registration row, normalised", () => {
    expect(registrationRow(get(base))).toEqual({
      ok: true,
      value: { employerFein: "12-3456789", email: "a@b.co", firstName: null, lastName: null, dateOfBirth: null, capType: "regular", jobTitle: "Dev", socCode: "15-1252", worksiteCity: "Austin", worksiteCounty: "Travis", worksiteState: "TX", wageCents: 12_000_000, wageUnit: "Year", wageLevel: null, passportNumber: null },
    });
    expect(registrationRow(get({ ...base, WAGE_LEVEL: "Level IV", CAP_TYPE: "masters" }))).toMatchObject({ ok: true, value: { wageLevel: "IV", capType: "masters" } });
  });
  it("names each bad cell", () => {
    const r = registrationRow(get({ ...base, BENEFICIARY_EMAIL: "", FIRST_NAME: "A", CAP_TYPE: "H-2B", WAGE: "-5", WAGE_LEVEL: "V", DATE_OF_BIRTH: "02/30/1990" }));
    expect(r.ok).toBe(false);
    expect(Object.keys((r as { errors: Record<string, string> }).errors).sort()).toEqual(["BENEFICIARY_EMAIL", "CAP_TYPE", "DATE_OF_BIRTH", "WAGE", "WAGE_LEVEL"]);
  });
  it("reads a selection result", () => {
    expect(selectionRow(get({ CONFIRMATION_NUMBER: "ab12-cd34-ef56-gh78", STATUS: "Not_Selected" }))).toEqual({ ok: true, value: { confirmationNumber: "AB12CD34EF56GH78", statusId: 5 } });
    expect(selectionRow(get({ CONFIRMATION_NUMBER: "x", STATUS: "won" })).ok).toBe(false);
  });
});
