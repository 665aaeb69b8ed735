// One disclosure-file row checked (pure): every column's problem at once, and the match keys kept when
// they are valid themselves, so the client and duplicate checks still run on a row with other problems.
import { describe, expect, it } from "vitest";
import { importRow, problemsByColumn, type Cell, type ImportColumn } from "./import-rows";

const GOOD: Partial<Record<ImportColumn, string>> = {
  CASE_NUMBER: "i-200-25101-000001",
  CASE_STATUS: "Certified",
  VISA_CLASS: "H-1B",
  JOB_TITLE: "Data Engineer",
  SOC_CODE: "15-1252",
  BEGIN_DATE: "2025-09-01",
  END_DATE: "2028-08-31",
  EMPLOYER_FEIN: "123456789",
  WORKSITE_CITY: "Austin",
  WORKSITE_STATE: "TX",
  WORKSITE_POSTAL_CODE: "78701",
};
const rowOf = (over: Partial<Record<ImportColumn, string>> = {}) => importRow((c): Cell => ({ ...GOOD, ...over })[c] ?? null);

describe("importRow", () => {
  it("a clean row converts, with its keys normalised", () => {
    const r = rowOf();
    expect(r.ok).toBe(true);
    expect(r.problems).toEqual([]);
    expect(r.keys).toEqual({ dolCaseNumber: "I-200-25101-000001", employerFein: "12-3456789" });
  });

  it("a row with many problems names each; a bad SOC code keeps the FEIN and number keys for the matches", () => {
    const r = rowOf({ SOC_CODE: "151252", WORKSITE_CITY: "", DECISION_DATE: "2025-01-01", RECEIVED_DATE: "2025-02-01", FULL_TIME_POSITION: "sometimes", PW_WAGE_LEVEL: "V" });
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => `${p.column}:${p.code}`)).toEqual([
      "SOC_CODE:soc",
      "DECISION_DATE:decisionBeforeReceived",
      "WORKSITE_CITY:required",
      "PW_WAGE_LEVEL:level",
      "FULL_TIME_POSITION:yesNo",
    ]);
    expect(r.keys).toEqual({ dolCaseNumber: "I-200-25101-000001", employerFein: "12-3456789" });
  });

  it("an invalid FEIN or number is a problem and no key; an end before the begin and an invalid end are both said", () => {
    const r = rowOf({ EMPLOYER_FEIN: "12-34", CASE_NUMBER: "I-200-25999-000001" });
    expect(r.keys).toEqual({ dolCaseNumber: null, employerFein: null });
    expect(problemsByColumn(r.problems)).toEqual({ CASE_NUMBER: "Not a DOL case number (I-200-YYDDD-NNNNNN)", EMPLOYER_FEIN: "FEIN not valid" });
    expect(problemsByColumn(rowOf({ END_DATE: "2025-01-01" }).problems)).toEqual({ END_DATE: "End date is before the begin date" });
    expect(problemsByColumn(rowOf({ END_DATE: "never" }).problems)).toEqual({ END_DATE: "End date not valid" });
  });

  it("SUPPORT_H1B is the exempt-workers answer, kept only for a dependent employer or a willful violator; N/A is unanswered", () => {
    const ok = (over: Partial<Record<ImportColumn, string>>) => {
      const r = rowOf(over);
      if (!r.ok) throw new Error(JSON.stringify(r.problems));
      return r.lca.exemptWorkersOnly;
    };
    expect(ok({ H_1B_DEPENDENT: "Y", WILLFUL_VIOLATOR: "N", SUPPORT_H1B: "Yes" })).toBe(true);
    expect(ok({ H_1B_DEPENDENT: "N", WILLFUL_VIOLATOR: "Y", SUPPORT_H1B: "N" })).toBe(false);
    expect(ok({ H_1B_DEPENDENT: "Y", SUPPORT_H1B: "N/A" })).toBeNull();
    expect(ok({ H_1B_DEPENDENT: "N", WILLFUL_VIOLATOR: "N", SUPPORT_H1B: "Y" })).toBeNull();
    expect(ok({})).toBeNull();
    const bad = rowOf({ H_1B_DEPENDENT: "Y", SUPPORT_H1B: "maybe" });
    expect(bad.ok).toBe(false);
    expect(problemsByColumn(bad.problems)).toHaveProperty("SUPPORT_H1B");
  });
});
