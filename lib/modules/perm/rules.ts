// Domain rules 12 and 13 (../shared/spec/domain-rules.md) as pure functions on the shared calendar: the
// prevailing wage determination's validity (ETA-9141, 20 CFR 656.40(c)) and the PERM recruitment's filing
// window (20 CFR 656.17(e): state job order, two Sunday ads, notice of filing, additional steps for
// professional occupations). The I-140 deadline after certification is lib/modules/deadlines/rules.ts
// (permCertificationExpiry). Dates are calendar dates (YYYY-MM-DD), never Date objects.
import { addDays, businessDaysBetween, compareDates, dateParts, daysInMonth, isBusinessDay, makeDate, SUNDAY, weekday } from "@/lib/shared/calendar";

export const PWD_MIN_VALIDITY_DAYS = 90;
/** Mandatory steps: at least this many days before filing (the event day not counted)… */
export const RECRUITMENT_MIN_DAYS = 30;
/** …and at most this many. */
export const RECRUITMENT_MAX_DAYS = 180;
export const JOB_ORDER_MIN_DAYS = 30;
export const NOTICE_OF_FILING_BUSINESS_DAYS = 10;

// ---------------------------------------------------------------------------------------------
// Rule 12: PWD validity.

/** The same day a year later; Feb 29 gives Feb 28 (the earlier, stricter bound: never a PWD valid too long). */
function oneYearAfter(iso: string): string {
  const { year, month, day } = dateParts(iso);
  return makeDate(year + 1, month, Math.min(day, daysInMonth(year + 1, month)));
}

/** The range a determination's stated end date must fall in: 90 days to 1 year from the determination. */
export function pwdValidityRange(determinationDate: string): { earliest: string; latest: string } {
  return { earliest: addDays(determinationDate, PWD_MIN_VALIDITY_DAYS), latest: oneYearAfter(determinationDate) };
}

/** Null when the stated validity end is possible for the determination date, else why not. */
export function pwdValidityProblem(determinationDate: string, validityEnd: string): "before_90_days" | "after_1_year" | null {
  const { earliest, latest } = pwdValidityRange(determinationDate);
  if (compareDates(validityEnd, earliest) < 0) return "before_90_days";
  if (compareDates(validityEnd, latest) > 0) return "after_1_year";
  return null;
}

/** A PWD is expired once the day after its validity end has come (the end day itself is still valid). */
export const pwdExpired = (validityEnd: string, today: string): boolean => compareDates(today, validityEnd) > 0;

// ---------------------------------------------------------------------------------------------
// Rule 13: PERM recruitment and its filing window.

export type RecruitmentStep =
  | { kind: "job_order"; start: string; end: string }
  | { kind: "sunday_ad"; date: string }
  | { kind: "notice_of_filing"; start: string; end: string }
  /** One of the additional steps for professional occupations (job fair, website, campus recruiting …). */
  | { kind: "additional"; date: string; label?: string };

export type StepProblem =
  | { step: number; problem: "job_order_too_short" | "not_a_sunday" | "same_sunday" | "notice_too_short" | "end_before_start" }
  | { step: null; problem: "missing_job_order" | "missing_sunday_ads" | "missing_notice_of_filing" | "missing_additional_steps" };

/** A professional occupation needs three of the additional steps (20 CFR 656.17(e)(1)(ii)). */
export const ADDITIONAL_STEPS_FOR_PROFESSIONALS = 3;

const startOf = (s: RecruitmentStep) => ("start" in s ? s.start : s.date);
const endOf = (s: RecruitmentStep) => ("end" in s ? s.end : s.date);

/**
 * What is wrong with the recruitment record itself (before any filing date): each step's own rule and
 * the mandatory set — for a professional occupation (`professional`) also three additional steps.
 */
export function recruitmentProblems(steps: readonly RecruitmentStep[], { professional = false }: { professional?: boolean } = {}): StepProblem[] {
  const problems: StepProblem[] = [];
  const sundays: string[] = [];
  steps.forEach((s, i) => {
    if (compareDates(endOf(s), startOf(s)) < 0) problems.push({ step: i, problem: "end_before_start" });
    else if (s.kind === "job_order" && compareDates(s.end, addDays(s.start, JOB_ORDER_MIN_DAYS - 1)) < 0) problems.push({ step: i, problem: "job_order_too_short" });
    else if (s.kind === "notice_of_filing" && consecutiveBusinessDays(s.start, s.end) < NOTICE_OF_FILING_BUSINESS_DAYS) problems.push({ step: i, problem: "notice_too_short" });
    if (s.kind === "sunday_ad") {
      if (weekday(s.date) !== SUNDAY) problems.push({ step: i, problem: "not_a_sunday" });
      else if (sundays.includes(s.date)) problems.push({ step: i, problem: "same_sunday" });
      else sundays.push(s.date);
    }
  });
  if (!steps.some((s) => s.kind === "job_order")) problems.push({ step: null, problem: "missing_job_order" });
  if (steps.filter((s) => s.kind === "sunday_ad").length < 2) problems.push({ step: null, problem: "missing_sunday_ads" });
  if (!steps.some((s) => s.kind === "notice_of_filing")) problems.push({ step: null, problem: "missing_notice_of_filing" });
  if (professional && steps.filter((s) => s.kind === "additional").length < ADDITIONAL_STEPS_FOR_PROFESSIONALS) problems.push({ step: null, problem: "missing_additional_steps" });
  return problems;
}

/** Business days from `start` to `end`, both counted (a notice posted Mon–Fri of two weeks: 10). */
function consecutiveBusinessDays(start: string, end: string): number {
  return businessDaysBetween(start, end) + (isBusinessDay(start) ? 1 : 0);
}

export type FilingWindow = {
  /** The first day the application may be filed: every mandatory step ended at least 30 days before (its last day not counted). */
  earliest: string | null;
  /** The last day: no step started more than 180 days before; a PWD must still be valid. */
  latest: string | null;
  /** The step (index) that sets each bound; `pwd` when the PWD's validity sets the latest day. */
  earliestSetBy: number | null;
  latestSetBy: number | "pwd" | null;
  /** No day satisfies every step: the window is empty (the step named by latestSetBy is too old for earliestSetBy's). */
  empty: boolean;
};

/**
 * The filing window of a recruitment record (rule 13): each mandatory step — the job order, the Sunday
 * ads and the notice of filing — ended at least 30 days before filing (earliest = its last day + 30,
 * the event day not counted) and started at most 180 days before (latest = its first day + 180).
 * Additional professional steps only bound the latest day (at most one of them may fall within the 30
 * days: additionalStepsTooLate).
 * With a PWD validity end, the latest day is also on or before it.
 */
export function permFilingWindow(steps: readonly RecruitmentStep[], pwdValidityEnd?: string | null): FilingWindow {
  let earliest: string | null = null;
  let latest: string | null = null;
  let earliestSetBy: number | null = null;
  let latestSetBy: number | "pwd" | null = null;
  steps.forEach((s, i) => {
    const last = addDays(startOf(s), RECRUITMENT_MAX_DAYS);
    if (latest === null || compareDates(last, latest) < 0) {
      latest = last;
      latestSetBy = i;
    }
    if (s.kind === "additional") return;
    const first = addDays(endOf(s), RECRUITMENT_MIN_DAYS);
    if (earliest === null || compareDates(first, earliest) > 0) {
      earliest = first;
      earliestSetBy = i;
    }
  });
  if (pwdValidityEnd && (latest === null || compareDates(pwdValidityEnd, latest) < 0)) {
    latest = pwdValidityEnd;
    latestSetBy = "pwd";
  }
  const empty = earliest !== null && latest !== null && compareDates(earliest, latest) > 0;
  return { earliest, latest, earliestSetBy, latestSetBy, empty };
}

/** Whether `filingDate` is inside the window (both bounds included). */
export function canFileOn(window: FilingWindow, filingDate: string): boolean {
  if (window.empty || window.earliest === null || window.latest === null) return false;
  return compareDates(filingDate, window.earliest) >= 0 && compareDates(filingDate, window.latest) <= 0;
}

/**
 * The additional professional steps within 30 days before `filingDate` (the event day not counted): at
 * most one may be (20 CFR 656.17(e)(1)(ii)); the indexes of those beyond the first, else [].
 */
export function additionalStepsTooLate(steps: readonly RecruitmentStep[], filingDate: string): number[] {
  const late = steps.flatMap((s, i) => (s.kind === "additional" && compareDates(addDays(s.date, RECRUITMENT_MIN_DAYS), filingDate) > 0 ? [i] : []));
  return late.slice(1);
}

// ---------------------------------------------------------------------------------------------
// Rule 13 at the filing: everything that stands between the recorded recruitment and filing on a day.

/** A recruitment step as recorded, with whether its proof is on file. */
export type RecordedStep = RecruitmentStep & { hasProof: boolean };

/**
 * Why the application cannot be filed on a day, one entry per thing to fix (`step`: the step's index).
 * The PERM tab lists them for today before anyone tries; /api/perm/file refuses with them.
 */
export type FilingGap =
  | { code: "no_pwd" | "pwd_not_determined" }
  | { code: "pwd_expired"; date: string }
  | { code: "missing_job_order" | "missing_sunday_ads" | "missing_notice_of_filing" | "missing_additional_steps"; missing: number }
  | { code: "job_order_too_short" | "not_a_sunday" | "same_sunday" | "notice_too_short" | "end_before_start"; step: number }
  /** A step's documentation is not on file (the job order excepted: its dates are its documentation). */
  | { code: "proof_missing"; step: number }
  /** A mandatory step ended less than 30 days before: the first possible day is `date`. */
  | { code: "too_soon"; step: number; date: string }
  /** A step started more than 180 days before: its last possible filing day was `date`. */
  | { code: "too_old"; step: number; date: string }
  /** A second (or further) additional step within the 30 days before filing. */
  | { code: "additional_within_30_days"; step: number };

/**
 * The steps whose proof is required: a Sunday ad's newspaper page or publisher's proof (656.17(e)(1)(i)(B)),
 * the posted notice (656.10(d)), an additional step's documentation (656.17(e)(1)(ii)). The job order's start
 * and end dates "serve as documentation of this step" (656.17(e)(1)(i)(A)): no file required.
 */
export const proofRequired = (s: RecruitmentStep): boolean => s.kind !== "job_order";

/**
 * What is missing to file on `filingDate` (rule 13, 20 CFR 656.17(e) and 656.10(d)), [] when nothing is:
 * a PWD determined and valid that day; the mandatory steps (a 30-day job order, two Sunday ads on different
 * Sundays, a notice posted 10 consecutive business days) and, for a professional occupation, three additional
 * steps; each step's proof; every mandatory step ended at least 30 days before (the event day not counted);
 * no step started more than 180 days before; at most one additional step within the 30 days.
 */
export function permFilingGaps(input: {
  steps: readonly RecordedStep[];
  professional: boolean;
  pwd: { determined: boolean; validityEnd: string | null } | null;
  filingDate: string;
}): FilingGap[] {
  const { steps, professional, pwd, filingDate } = input;
  const gaps: FilingGap[] = [];
  if (!pwd) gaps.push({ code: "no_pwd" });
  else if (!pwd.determined || !pwd.validityEnd) gaps.push({ code: "pwd_not_determined" });
  else if (pwdExpired(pwd.validityEnd, filingDate)) gaps.push({ code: "pwd_expired", date: pwd.validityEnd });
  const count = (kind: RecruitmentStep["kind"]) => steps.filter((s) => s.kind === kind).length;
  for (const p of recruitmentProblems(steps, { professional })) {
    if (p.step !== null) gaps.push({ code: p.problem, step: p.step });
    else if (p.problem === "missing_sunday_ads") gaps.push({ code: p.problem, missing: 2 - count("sunday_ad") });
    else if (p.problem === "missing_additional_steps") gaps.push({ code: p.problem, missing: ADDITIONAL_STEPS_FOR_PROFESSIONALS - count("additional") });
    else gaps.push({ code: p.problem, missing: 1 });
  }
  steps.forEach((s, i) => {
    if (proofRequired(s) && !s.hasProof) gaps.push({ code: "proof_missing", step: i });
  });
  steps.forEach((s, i) => {
    const last = addDays(startOf(s), RECRUITMENT_MAX_DAYS);
    if (compareDates(filingDate, last) > 0) gaps.push({ code: "too_old", step: i, date: last });
    if (s.kind === "additional") return;
    const first = addDays(endOf(s), RECRUITMENT_MIN_DAYS);
    if (compareDates(filingDate, first) < 0) gaps.push({ code: "too_soon", step: i, date: first });
  });
  for (const i of additionalStepsTooLate(steps, filingDate)) gaps.push({ code: "additional_within_30_days", step: i });
  return gaps;
}
