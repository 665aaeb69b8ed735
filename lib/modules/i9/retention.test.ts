import { describe, expect, it } from "vitest";
import { retentionOfEmployment } from "./retention";

const of = (hireDate: string, rehireDates: string[], terminationDate: string | null) => retentionOfEmployment({ hireDate, rehireDates, terminationDate });

describe("rule 1 with Supplement B rehires (retentionOfEmployment)", () => {
  it("has no purge date while employed, rehired or not", () => {
    expect(of("2024-12-01", [], null)).toBeNull();
    expect(of("2024-12-01", ["2026-12-01"], null)).toBeNull();
  });
  it("without a rehire: the later of hire + 3 years and termination + 1 year", () => {
    expect(of("2024-12-01", [], "2025-06-30")).toEqual({ retainUntil: "2027-12-01", purgeFrom: "2027-12-02", basis: "hire", countedHire: "2024-12-01" });
  });
  it("after a rehire, counts 3 years from the rehire date, not the original hire (12/01/2029, not 12/01/2027)", () => {
    expect(of("2024-12-01", ["2026-12-01"], "2027-03-15")).toEqual({ retainUntil: "2029-12-01", purgeFrom: "2029-12-02", basis: "hire", countedHire: "2026-12-01" });
    // A long second employment: termination + 1 year wins.
    expect(of("2024-12-01", ["2025-03-01"], "2029-08-31")).toEqual({ retainUntil: "2030-08-31", purgeFrom: "2030-09-01", basis: "termination", countedHire: "2025-03-01" });
  });
  it("counts the latest of several rehires, in any order", () => {
    expect(of("2020-01-06", ["2022-05-02", "2021-02-01"], "2022-09-30")?.countedHire).toBe("2022-05-02");
    expect(of("2020-01-06", ["2022-05-02", "2021-02-01"], "2022-09-30")?.retainUntil).toBe("2025-05-02");
  });
  it("ignores a rehire dated after the termination (that employment has not begun)", () => {
    expect(of("2024-12-01", ["2026-01-05"], "2025-10-31")).toEqual({ retainUntil: "2027-12-01", purgeFrom: "2027-12-02", basis: "hire", countedHire: "2024-12-01" });
    // A rehire on the termination day itself counts.
    expect(of("2024-12-01", ["2025-10-31"], "2025-10-31")?.countedHire).toBe("2025-10-31");
  });
  it("a Feb 29 rehire keeps until Mar 1 three years on; across a year end the purge day is Jan 1", () => {
    expect(of("2023-06-01", ["2024-02-29"], "2024-05-31")).toEqual({ retainUntil: "2027-03-01", purgeFrom: "2027-03-02", basis: "hire", countedHire: "2024-02-29" });
    expect(of("2021-03-01", ["2023-12-31"], "2024-01-31")).toEqual({ retainUntil: "2026-12-31", purgeFrom: "2027-01-01", basis: "hire", countedHire: "2023-12-31" });
    // A termination on Feb 29 of a leap year: its anniversary is Mar 1.
    expect(of("2020-01-06", ["2027-01-04"], "2028-02-29")).toEqual({ retainUntil: "2030-01-04", purgeFrom: "2030-01-05", basis: "hire", countedHire: "2027-01-04" });
    expect(of("2020-01-06", ["2025-01-06"], "2028-02-29")).toEqual({ retainUntil: "2029-03-01", purgeFrom: "2029-03-02", basis: "termination", countedHire: "2025-01-06" });
  });
});
