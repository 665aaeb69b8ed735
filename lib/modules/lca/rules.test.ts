// Domain rules 7–11 and 14 on their edges: weekends, federal holidays, Feb 29, year ends, the later
// date winning in retention, a worker still employed, DOL case numbers on day 366.
import { describe, expect, it } from "vitest";
import {
  annualWageCents,
  capEntries,
  capEntriesForPerson,
  capMismatches,
  capSeason,
  certificationDateIssue,
  isDolCaseNumber,
  lcaDecisionDueBy,
  lcaPafAvailableBy,
  lcaEarliestFilingDate,
  lcaLatestEndDate,
  lcaPeriodIssues,
  noticeEarliestStart,
  noticePostingEnd,
  noticeStartIssue,
  normalizeDolCaseNumber,
  pafAvailableBy,
  pafPurgeableFrom,
  pafRetainUntil,
  wageLevelFor,
  wageMeetsPrevailing,
} from "./rules";

describe("rule 11: the LCA's period and filing window", () => {
  it("latest end: the day before the third anniversary", () => {
    expect(lcaLatestEndDate("2026-10-01")).toBe("2029-09-30");
    expect(lcaLatestEndDate("2027-01-01")).toBe("2029-12-31");
    // Feb 29 → Mar 1 2027, minus one day.
    expect(lcaLatestEndDate("2024-02-29")).toBe("2027-02-28");
    expect(lcaLatestEndDate("2025-03-01")).toBe("2028-02-29");
  });

  it("earliest filing: 6 months before the begin date, clamped to the month's end", () => {
    expect(lcaEarliestFilingDate("2027-01-04")).toBe("2026-07-04");
    expect(lcaEarliestFilingDate("2026-08-31")).toBe("2026-02-28");
    expect(lcaEarliestFilingDate("2028-08-31")).toBe("2028-02-29");
    expect(lcaEarliestFilingDate("2028-08-29")).toBe("2028-02-29");
    expect(lcaEarliestFilingDate("2027-03-15")).toBe("2026-09-15");
  });

  it("issues: end before begin, longer than 3 years (one day over), filed one day too early", () => {
    expect(lcaPeriodIssues({ beginDate: "2026-10-01", endDate: "2029-09-30", filedDate: "2026-04-01" })).toEqual([]);
    expect(lcaPeriodIssues({ beginDate: "2026-10-01", endDate: "2029-10-01" })).toEqual([{ field: "endDate", code: "LONGER_THAN_3_YEARS" }]);
    expect(lcaPeriodIssues({ beginDate: "2026-10-01", endDate: "2026-09-30" })).toEqual([{ field: "endDate", code: "END_BEFORE_BEGIN" }]);
    expect(lcaPeriodIssues({ beginDate: "2026-10-01", endDate: "2027-09-30", filedDate: "2026-03-31" })).toEqual([{ field: "filedDate", code: "FILED_TOO_EARLY" }]);
    expect(lcaPeriodIssues({ beginDate: "2026-10-01", endDate: "2026-10-01" })).toEqual([]);
  });
});

describe("rule 8: PAF available 1 working day after filing", () => {
  it("skips weekends and federal holidays", () => {
    expect(pafAvailableBy("2026-11-24")).toBe("2026-11-25"); // Tuesday → Wednesday
    expect(pafAvailableBy("2026-11-25")).toBe("2026-11-27"); // Thanksgiving Thursday skipped
    expect(pafAvailableBy("2026-11-20")).toBe("2026-11-23"); // Friday → Monday
    expect(pafAvailableBy("2026-09-04")).toBe("2026-09-08"); // Friday before Labor Day → Tuesday
    expect(pafAvailableBy("2026-06-18")).toBe("2026-06-22"); // Juneteenth (Friday) skipped
    expect(pafAvailableBy("2026-07-02")).toBe("2026-07-06"); // July 4 on Saturday is observed Friday July 3
  });

  it("an LCA's date comes from its filing alone: a certified, denied or withdrawn LCA keeps it; never filed, none", () => {
    const certified = { filedDate: "2026-11-20", statusId: 5, withdrawnDate: null };
    const withdrawn = { filedDate: "2026-11-20", statusId: 7, withdrawnDate: "2026-12-01" };
    const denied = { filedDate: "2026-11-20", statusId: 6, withdrawnDate: null };
    expect(lcaPafAvailableBy(certified)).toBe("2026-11-23");
    // Certified, then withdrawn: the file was due on filing and is kept after the withdrawal (rule 9).
    expect(lcaPafAvailableBy(withdrawn)).toBe("2026-11-23");
    expect(lcaPafAvailableBy(denied)).toBe("2026-11-23");
    expect(lcaPafAvailableBy({ filedDate: null })).toBeNull();
  });
});

describe("rule 9: PAF retention", () => {
  it("nobody employed: 1 year after the end date, or after a withdrawal before it", () => {
    expect(pafRetainUntil({ endDate: "2027-06-30", workers: [] })).toEqual({ date: "2028-06-30", basis: "LCA_END" });
    expect(pafRetainUntil({ endDate: "2027-06-30", withdrawnDate: "2026-12-15", workers: [] })).toEqual({ date: "2027-12-15", basis: "WITHDRAWAL" });
    // A withdrawal after the end changes nothing.
    expect(pafRetainUntil({ endDate: "2027-06-30", withdrawnDate: "2027-08-01", workers: [] })).toEqual({ date: "2028-06-30", basis: "LCA_END" });
  });

  it("workers: 1 year beyond the last one's last day, unless the LCA's own date is later", () => {
    expect(pafRetainUntil({ endDate: "2027-06-30", workers: [{ employedUntil: "2027-06-30" }, { employedUntil: "2029-01-15" }] })).toEqual({ date: "2030-01-15", basis: "LAST_WORKER" });
    // Employment ended early and the LCA was not withdrawn: the later date (the LCA's end) wins.
    expect(pafRetainUntil({ endDate: "2027-06-30", workers: [{ employedUntil: "2026-03-01" }] })).toEqual({ date: "2028-06-30", basis: "LCA_END" });
  });

  it("someone still employed: no date yet", () => {
    expect(pafRetainUntil({ endDate: "2027-06-30", workers: [{ employedUntil: "2026-01-01" }, { employedUntil: null }] })).toEqual({ date: null, basis: "LAST_WORKER" });
  });

  it("Feb 29: a last day on Feb 29 is kept until Mar 1 of the next year; purgeable the day after", () => {
    expect(pafRetainUntil({ endDate: "2027-02-28", workers: [{ employedUntil: "2028-02-29" }] })).toEqual({ date: "2029-03-01", basis: "LAST_WORKER" });
    expect(pafRetainUntil({ endDate: "2028-02-29", workers: [] }).date).toBe("2029-03-01");
    expect(pafPurgeableFrom("2029-03-01")).toBe("2029-03-02");
    expect(pafPurgeableFrom("2026-12-31")).toBe("2027-01-01");
  });
});

describe("rule 10: notice of filing", () => {
  it("starts no earlier than 30 days before filing", () => {
    expect(noticeEarliestStart("2026-11-24")).toBe("2026-10-25");
    expect(noticeEarliestStart("2028-03-30")).toBe("2028-02-29");
    expect(noticeStartIssue({ startDate: "2026-10-25", filedDate: "2026-11-24" })).toBeNull();
    expect(noticeStartIssue({ startDate: "2026-10-24", filedDate: "2026-11-24" })).toBe("TOO_EARLY");
    expect(noticeStartIssue({ startDate: "2026-10-24" })).toBeNull();
  });

  it("lasts 10 business days: the 10th business day on or after the start", () => {
    expect(noticePostingEnd("2026-08-03")).toBe("2026-08-14"); // two plain weeks
    expect(noticePostingEnd("2026-08-01")).toBe("2026-08-14"); // a Saturday start counts from Monday
    expect(noticePostingEnd("2026-11-02")).toBe("2026-11-16"); // Veterans Day (Wednesday) skipped
    expect(noticePostingEnd("2026-10-05")).toBe("2026-10-19"); // Columbus Day (Monday) skipped
    expect(noticePostingEnd("2026-11-16")).toBe("2026-11-30"); // Thanksgiving skipped, the Friday after counts
    expect(noticePostingEnd("2026-12-21")).toBe("2027-01-05"); // Christmas and New Year's Day across the year end
  });
});

describe("DOL case number", () => {
  it("I-200-YYDDD-NNNNNN with a real day of the year", () => {
    expect(isDolCaseNumber("I-200-26324-123456")).toBe(true);
    expect(isDolCaseNumber("I-200-24366-000001")).toBe(true); // 2024 is a leap year
    expect(isDolCaseNumber("I-200-25366-000001")).toBe(false);
    expect(isDolCaseNumber("I-200-26000-000001")).toBe(false);
    expect(isDolCaseNumber("I-200-26001-12345")).toBe(false);
    expect(isDolCaseNumber("I-203-26001-123456")).toBe(false);
    expect(normalizeDolCaseNumber(" i-200-26001-123456 ")).toBe("I-200-26001-123456");
  });
});

describe("wages", () => {
  it("annualises with 2080 hours, 52 weeks, 26 pay periods, 12 months", () => {
    expect(annualWageCents(5000, "Hour")).toBe(10_400_000);
    expect(annualWageCents(200_000, "Week")).toBe(10_400_000);
    expect(annualWageCents(400_000, "Bi-Weekly")).toBe(10_400_000);
    expect(annualWageCents(866_667, "Month")).toBe(10_400_004);
    expect(annualWageCents(10_400_000, "Year")).toBe(10_400_000);
  });

  it("the offered wage meets the prevailing wage at equality, not a cent below", () => {
    expect(wageMeetsPrevailing({ offeredFromCents: 5000, offeredUnit: "Hour", pwCents: 10_400_000, pwUnit: "Year" })).toBe(true);
    expect(wageMeetsPrevailing({ offeredFromCents: 10_399_999, offeredUnit: "Year", pwCents: 5000, pwUnit: "Hour" })).toBe(false);
  });
});

describe("rule 14: the H-1B cap", () => {
  const levels = { I: 8_000_000, II: 9_500_000, III: 11_000_000, IV: 12_500_000 };

  it("weighted entries: the level's number; a person with several registrations at their lowest level", () => {
    expect([capEntries("I"), capEntries("II"), capEntries("III"), capEntries("IV")]).toEqual([1, 2, 3, 4]);
    expect(capEntriesForPerson(["IV", "II", "III"])).toBe(2);
    expect(capEntriesForPerson([])).toBe(0);
  });

  it("the wage level an offered wage reaches; null below Level I", () => {
    expect(wageLevelFor({ annualWageCents: 12_500_000, levelsAnnualCents: levels })).toBe("IV");
    expect(wageLevelFor({ annualWageCents: 12_499_999, levelsAnnualCents: levels })).toBe("III");
    expect(wageLevelFor({ annualWageCents: 8_000_000, levelsAnnualCents: levels })).toBe("I");
    expect(wageLevelFor({ annualWageCents: 7_999_999, levelsAnnualCents: levels })).toBeNull();
  });

  it("the season: March registration, filing April 1 – June 30 (90 days after April 1); the deadline moves back off a weekend", () => {
    expect(capSeason(2028)).toEqual({
      fiscalYear: 2028,
      registrationOpens: "2027-03-01",
      registrationCloses: "2027-03-31",
      filingOpens: "2027-04-01",
      filingWindowEnd: "2027-06-30",
      filingDeadline: "2027-06-30",
    });
    // USCIS's published windows: FY2026 April 1 – June 30, 2025 (a Monday); FY2025 closed on Sunday June 30, 2024 → Friday June 28.
    expect(capSeason(2026)).toMatchObject({ filingWindowEnd: "2025-06-30", filingDeadline: "2025-06-30" });
    expect(capSeason(2025)).toMatchObject({ filingWindowEnd: "2024-06-30", filingDeadline: "2024-06-28" });
  });

  it("registration, LCA and petition must share SOC (with or without .00), wage level and area", () => {
    expect(capMismatches({ socCode: "15-1252", wageLevel: "II", areaCode: "12420" }, { socCode: "15-1252.00", wageLevel: "II", areaCode: "12420" })).toEqual([]);
    expect(capMismatches({ socCode: "15-1252", wageLevel: "II", areaCode: "12420" }, { socCode: "15-1211", wageLevel: "III", areaCode: "35620" })).toEqual(["socCode", "wageLevel", "areaCode"]);
  });
});

describe("20 CFR 655.740: the DOL's decision on an LCA within 7 working days", () => {
  it("counts working days: weekends and federal holidays do not count", () => {
    // Filed Mon Jan 5 2026: Jan 6–9, 12, 13, 14 (no holiday) → Wed Jan 14.
    expect(lcaDecisionDueBy("2026-01-05")).toBe("2026-01-14");
    // Filed Fri Nov 20 2026: Nov 23, 24, 25, (Thanksgiving Nov 26), 27, 30, Dec 1, 2 → Wed Dec 2.
    expect(lcaDecisionDueBy("2026-11-20")).toBe("2026-12-02");
    // Filed on a Saturday: the count starts on Monday (Jan 12–16, then MLK Day Jan 19 skipped, Jan 20, 21).
    expect(lcaDecisionDueBy("2026-01-10")).toBe("2026-01-21");
  });

  it("a certification before the filing is impossible; on the filing day it is to be confirmed; any later day is fine", () => {
    expect(certificationDateIssue({ filedDate: "2026-03-10", decisionDate: "2026-03-09" })).toBe("BEFORE_FILING");
    expect(certificationDateIssue({ filedDate: "2026-03-10", decisionDate: "2026-03-10" })).toBe("SAME_DAY");
    expect(certificationDateIssue({ filedDate: "2026-03-10", decisionDate: "2026-03-11" })).toBeNull();
    // Filed on a Friday, certified on the Saturday or the Monday: a later day, nothing to confirm.
    expect(certificationDateIssue({ filedDate: "2026-03-13", decisionDate: "2026-03-14" })).toBeNull();
    expect(certificationDateIssue({ filedDate: "2026-03-13", decisionDate: "2026-03-16" })).toBeNull();
    // No filing date recorded (an imported or older LCA): nothing to compare.
    expect(certificationDateIssue({ filedDate: null, decisionDate: "2026-03-10" })).toBeNull();
  });

  it("Feb 29 and the year's turn", () => {
    expect(certificationDateIssue({ filedDate: "2028-02-29", decisionDate: "2028-02-29" })).toBe("SAME_DAY");
    expect(certificationDateIssue({ filedDate: "2028-02-29", decisionDate: "2028-02-28" })).toBe("BEFORE_FILING");
    expect(certificationDateIssue({ filedDate: "2028-02-29", decisionDate: "2028-03-01" })).toBeNull();
    expect(certificationDateIssue({ filedDate: "2026-12-31", decisionDate: "2027-01-01" })).toBeNull();
    // Filed Dec 31 2026: Jan 1 is New Year's Day; Jan 4–8, 11, 12 → Tue Jan 12 2027.
    expect(lcaDecisionDueBy("2026-12-31")).toBe("2027-01-12");
  });
});
