import { describe, expect, it } from "vitest";
import { additionalStepsTooLate, canFileOn, permFilingGaps, permFilingWindow, pwdExpired, pwdValidityProblem, pwdValidityRange, recruitmentProblems, type RecruitmentStep } from "./rules";

describe("rule 12: PWD validity, 90 days to 1 year from the determination", () => {
  it("bounds the stated end date, both bounds included", () => {
    expect(pwdValidityRange("2025-01-15")).toEqual({ earliest: "2025-04-15", latest: "2026-01-15" });
    expect(pwdValidityProblem("2025-01-15", "2025-04-14")).toBe("before_90_days");
    expect(pwdValidityProblem("2025-01-15", "2025-04-15")).toBeNull();
    expect(pwdValidityProblem("2025-01-15", "2026-01-15")).toBeNull();
    expect(pwdValidityProblem("2025-01-15", "2026-01-16")).toBe("after_1_year");
  });

  it("a determination of Feb 29 is valid at most to Feb 28 of the next year (the stricter bound)", () => {
    expect(pwdValidityRange("2024-02-29")).toEqual({ earliest: "2024-05-29", latest: "2025-02-28" });
    expect(pwdValidityProblem("2024-02-29", "2025-03-01")).toBe("after_1_year");
    // 90 days across a leap February.
    expect(pwdValidityRange("2024-01-31").earliest).toBe("2024-04-30");
  });

  it("is expired from the day after its end", () => {
    expect(pwdExpired("2025-06-30", "2025-06-30")).toBe(false);
    expect(pwdExpired("2025-06-30", "2025-07-01")).toBe(true);
  });
});

const jobOrder = (start: string, end: string): RecruitmentStep => ({ kind: "job_order", start, end });
const ad = (date: string): RecruitmentStep => ({ kind: "sunday_ad", date });
const notice = (start: string, end: string): RecruitmentStep => ({ kind: "notice_of_filing", start, end });

// A complete 2025 record: job order Jan 6 – Feb 4 (30 days), ads Sun Jan 12 and Sun Jan 19, notice Jan 13 – Jan 27
// (10 business days: MLK Day, Jan 20, is not one).
const RECORD: RecruitmentStep[] = [jobOrder("2025-01-06", "2025-02-04"), ad("2025-01-12"), ad("2025-01-19"), notice("2025-01-13", "2025-01-27")];

describe("rule 13: the recruitment record", () => {
  it("accepts a complete record", () => {
    expect(recruitmentProblems(RECORD)).toEqual([]);
  });

  it("a job order runs 30 days; ads run on two different Sundays", () => {
    expect(recruitmentProblems([jobOrder("2025-01-06", "2025-02-03"), ...RECORD.slice(1)])).toEqual([{ step: 0, problem: "job_order_too_short" }]);
    expect(recruitmentProblems([RECORD[0], ad("2025-01-13"), RECORD[2], RECORD[3]])).toEqual([{ step: 1, problem: "not_a_sunday" }]);
    expect(recruitmentProblems([RECORD[0], ad("2025-01-19"), ad("2025-01-19"), RECORD[3]])).toEqual([{ step: 2, problem: "same_sunday" }]);
  });

  it("a notice of filing is posted 10 consecutive business days: weekends and federal holidays do not count", () => {
    // Jan 13 – Jan 24 2025 holds MLK Day: 9 business days.
    expect(recruitmentProblems([RECORD[0], RECORD[1], RECORD[2], notice("2025-01-13", "2025-01-24")])).toEqual([{ step: 3, problem: "notice_too_short" }]);
    // Across Thanksgiving 2025 (Nov 27): Nov 17 – Dec 1 is 10 business days, Nov 17 – Nov 28 only 9.
    expect(recruitmentProblems([RECORD[0], RECORD[1], RECORD[2], notice("2025-11-17", "2025-12-01")])).toEqual([]);
    expect(recruitmentProblems([RECORD[0], RECORD[1], RECORD[2], notice("2025-11-17", "2025-11-28")])).toEqual([{ step: 3, problem: "notice_too_short" }]);
    // Posted from a Saturday: the Saturday does not count.
    expect(recruitmentProblems([RECORD[0], RECORD[1], RECORD[2], notice("2025-01-11", "2025-01-24")])).toEqual([{ step: 3, problem: "notice_too_short" }]);
  });

  it("names the missing mandatory steps and a step ending before it starts", () => {
    expect(recruitmentProblems([])).toEqual([
      { step: null, problem: "missing_job_order" },
      { step: null, problem: "missing_sunday_ads" },
      { step: null, problem: "missing_notice_of_filing" },
    ]);
    expect(recruitmentProblems([jobOrder("2025-02-04", "2025-01-06"), ...RECORD.slice(1)])).toEqual([{ step: 0, problem: "end_before_start" }]);
  });

  it("a professional occupation also needs three additional steps", () => {
    const extra = (date: string): RecruitmentStep => ({ kind: "additional", date });
    expect(recruitmentProblems([...RECORD, extra("2025-01-08"), extra("2025-01-09")], { professional: true })).toEqual([{ step: null, problem: "missing_additional_steps" }]);
    expect(recruitmentProblems([...RECORD, extra("2025-01-08"), extra("2025-01-09"), extra("2025-01-10")], { professional: true })).toEqual([]);
    expect(recruitmentProblems(RECORD, { professional: false })).toEqual([]);
  });
});

describe("rule 13: the filing window", () => {
  it("opens 30 days after the last mandatory step ends (its last day not counted) and closes 180 days after the first began", () => {
    const w = permFilingWindow(RECORD);
    // Job order ends Feb 4: Feb 4 + 30 = Mar 6. Job order began Jan 6: Jan 6 + 180 = Jul 5.
    expect(w).toEqual({ earliest: "2025-03-06", latest: "2025-07-05", earliestSetBy: 0, latestSetBy: 0, empty: false });
    expect(canFileOn(w, "2025-03-05")).toBe(false);
    expect(canFileOn(w, "2025-03-06")).toBe(true);
    expect(canFileOn(w, "2025-07-05")).toBe(true);
    expect(canFileOn(w, "2025-07-06")).toBe(false);
  });

  it("the PWD's validity end closes it earlier", () => {
    expect(permFilingWindow(RECORD, "2025-06-30")).toMatchObject({ latest: "2025-06-30", latestSetBy: "pwd" });
    expect(permFilingWindow(RECORD, "2025-12-31")).toMatchObject({ latest: "2025-07-05", latestSetBy: 0 });
  });

  it("is empty when a step is too old for the last one, naming it", () => {
    const w = permFilingWindow([...RECORD.slice(0, 1), ad("2024-08-04"), ...RECORD.slice(2)]);
    // The ad of Sun Aug 4 2024 expires Jan 31 2025, before the job order's 30 days are over.
    expect(w).toEqual({ earliest: "2025-03-06", latest: "2025-01-31", earliestSetBy: 0, latestSetBy: 1, empty: true });
    expect(canFileOn(w, "2025-03-06")).toBe(false);
  });

  it("counts through Feb 29", () => {
    const w = permFilingWindow([jobOrder("2023-12-31", "2024-01-30"), ad("2024-01-07"), ad("2024-01-14"), notice("2024-01-02", "2024-01-16")]);
    expect(w.earliest).toBe("2024-02-29");
    // Dec 31 2023 + 180 days, through a leap February.
    expect(w.latest).toBe("2024-06-28");
  });

  it("additional professional steps bound only the latest day; at most one may fall within the 30 days", () => {
    const steps: RecruitmentStep[] = [...RECORD, { kind: "additional", date: "2025-02-20" }, { kind: "additional", date: "2025-02-25" }, { kind: "additional", date: "2025-01-10" }];
    expect(permFilingWindow(steps)).toMatchObject({ earliest: "2025-03-06", latest: "2025-07-05" });
    // Filing Mar 10: Feb 20 + 30 = Mar 22 and Feb 25 + 30 = Mar 27 are both after it — two within the 30 days.
    expect(additionalStepsTooLate(steps, "2025-03-10")).toEqual([5]);
    expect(additionalStepsTooLate(steps, "2025-03-27")).toEqual([]);
    expect(additionalStepsTooLate(steps, "2025-03-26")).toEqual([]);
    expect(additionalStepsTooLate(steps, "2025-03-21")).toEqual([5]);
  });
});

describe("rule 13 at the filing: permFilingGaps", () => {
  const proved = (s: RecruitmentStep, hasProof = true) => ({ ...s, hasProof });
  const PWD = { determined: true, validityEnd: "2025-12-31" };
  // RECORD's last mandatory day is the job order's Feb 4: filing opens Mar 6; its oldest start is Jan 6: closes Jul 5.
  const gaps = (filingDate: string, steps = RECORD.map((s) => proved(s)), over: Partial<Parameters<typeof permFilingGaps>[0]> = {}) =>
    permFilingGaps({ steps, professional: false, pwd: PWD, filingDate, ...over });

  it("no recruitment at all: every mandatory step missing, and the PWD", () => {
    expect(permFilingGaps({ steps: [], professional: true, pwd: null, filingDate: "2025-03-06" })).toEqual([
      { code: "no_pwd" },
      { code: "missing_job_order", missing: 1 },
      { code: "missing_sunday_ads", missing: 2 },
      { code: "missing_notice_of_filing", missing: 1 },
      { code: "missing_additional_steps", missing: 3 },
    ]);
    expect(gaps("2025-03-06", [], { pwd: { determined: false, validityEnd: null } })[0]).toEqual({ code: "pwd_not_determined" });
  });

  it("a complete, proved record files from the 30th day after the last mandatory step (a Thursday) to the 180th after the first", () => {
    expect(gaps("2025-03-06")).toEqual([]);
    expect(gaps("2025-03-05")).toEqual([{ code: "too_soon", step: 0, date: "2025-03-06" }]);
    expect(gaps("2025-07-05")).toEqual([]);
    expect(gaps("2025-07-06")).toEqual([{ code: "too_old", step: 0, date: "2025-07-05" }]);
  });

  it("a filing day on a weekend or a federal holiday is still a day of the window (the days are calendar days)", () => {
    // Sat Mar 8 and Fri Jul 4 (Independence Day) are inside the window.
    expect(gaps("2025-03-08")).toEqual([]);
    expect(gaps("2025-07-04")).toEqual([]);
  });

  it("each Sunday ad, the notice and each additional step needs its proof; the job order's dates are its documentation", () => {
    const steps = [proved(RECORD[0], false), proved(RECORD[1], false), proved(RECORD[2]), proved(RECORD[3], false)];
    expect(gaps("2025-03-06", steps)).toEqual([
      { code: "proof_missing", step: 1 },
      { code: "proof_missing", step: 3 },
    ]);
    const extra = [proved({ kind: "additional", date: "2025-01-20" }, false)];
    expect(gaps("2025-03-06", [...RECORD.map((s) => proved(s)), ...extra]).map((g) => g.code)).toEqual(["proof_missing"]);
  });

  it("the notice counts business days: posted across Presidents' Day it needs an extra day", () => {
    // Feb 10 – Feb 21, 2025 is 10 weekdays but Mon Feb 17 is Washington's Birthday: 9 business days.
    const steps = [proved(RECORD[0]), proved(RECORD[1]), proved(RECORD[2]), proved(notice("2025-02-10", "2025-02-21"))];
    expect(gaps("2025-04-01", steps)).toEqual([{ code: "notice_too_short", step: 3 }]);
    steps[3] = proved(notice("2025-02-10", "2025-02-24"));
    expect(gaps("2025-03-26", steps)).toEqual([]);
    expect(gaps("2025-03-25", steps)).toEqual([{ code: "too_soon", step: 3, date: "2025-03-26" }]);
  });

  it("Feb 29: a job order ending Jan 30, 2024 opens the filing on Feb 29; a record started Feb 29 closes on Aug 27", () => {
    const pwd = { determined: true, validityEnd: "2024-12-31" };
    const leap = [jobOrder("2023-12-31", "2024-01-30"), ad("2023-12-31"), ad("2024-01-07"), notice("2024-01-02", "2024-01-16")].map((s) => proved(s));
    expect(gaps("2024-02-28", leap, { pwd })).toEqual([{ code: "too_soon", step: 0, date: "2024-02-29" }]);
    expect(gaps("2024-02-29", leap, { pwd })).toEqual([]);
    // Job order Feb 29 – Mar 29, ads Sun Mar 3 and Mar 10, notice Mon Mar 4 – Fri Mar 15.
    const fromLeapDay = [jobOrder("2024-02-29", "2024-03-29"), ad("2024-03-03"), ad("2024-03-10"), notice("2024-03-04", "2024-03-15")].map((s) => proved(s));
    expect(gaps("2024-04-28", fromLeapDay, { pwd })).toEqual([]);
    expect(gaps("2024-08-27", fromLeapDay, { pwd })).toEqual([]);
    expect(gaps("2024-08-28", fromLeapDay, { pwd })).toEqual([{ code: "too_old", step: 0, date: "2024-08-27" }]);
  });

  it("an expired PWD on the filing day; at most one additional step within the 30 days", () => {
    expect(gaps("2025-03-06", undefined, { pwd: { determined: true, validityEnd: "2025-03-05" } })).toEqual([{ code: "pwd_expired", date: "2025-03-05" }]);
    const adds = [
      proved({ kind: "additional", date: "2025-01-15" }),
      proved({ kind: "additional", date: "2025-02-20" }),
      proved({ kind: "additional", date: "2025-02-21" }),
    ];
    expect(gaps("2025-03-06", [...RECORD.map((s) => proved(s)), ...adds], { professional: true })).toEqual([{ code: "additional_within_30_days", step: 6 }]);
  });
});
