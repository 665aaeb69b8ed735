// Domain rules 7–11 and 14 (../shared/spec/domain-rules.md) as pure functions on the shared calendar:
// the LCA's period and filing window (ETA-9035, 20 CFR 655.730), the public access file's availability
// and retention (20 CFR 655.760), the notice of filing (20 CFR 655.734), the DOL case number, wages,
// and the H-1B cap's weighted selection. Dates are calendar dates (YYYY-MM-DD), never Date objects.
import { addBusinessDays, addDays, addYearsSafe, dateParts, daysInMonth, isBusinessDay, isLeapYear, makeDate, onOrBeforeBusinessDay } from "@/lib/shared/calendar";
import { annualWageCents, type WageLevel, type WageUnit } from "@/lib/shared/wages";

export { annualWageCents, wageLevelFor } from "@/lib/shared/wages";

export const LCA_MAX_YEARS = 3;
export const LCA_EARLIEST_FILING_MONTHS = 6;
export const NOTICE_POSTING_BUSINESS_DAYS = 10;
export const NOTICE_EARLIEST_DAYS_BEFORE_FILING = 30;

/** The same day `months` earlier or later, clamped to the month's last day (Aug 31 − 6 months = Feb 28/29). */
function addMonthsClamped(iso: string, months: number): string {
  const { year, month, day } = dateParts(iso);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return makeDate(y, m, Math.min(day, daysInMonth(y, m)));
}

/** Rule 11: an LCA may be filed no more than 6 months before its begin date. */
export function lcaEarliestFilingDate(beginDate: string): string {
  return addMonthsClamped(beginDate, -LCA_EARLIEST_FILING_MONTHS);
}

/** Rule 11: the period is at most 3 years: the last day is the day before the third anniversary (Feb 29 → Mar 1 first). */
export function lcaLatestEndDate(beginDate: string): string {
  return addDays(addYearsSafe(beginDate, LCA_MAX_YEARS), -1);
}

export type LcaPeriodIssue = { field: "endDate" | "beginDate" | "filedDate"; code: "END_BEFORE_BEGIN" | "LONGER_THAN_3_YEARS" | "FILED_TOO_EARLY" };

export function lcaPeriodIssues(p: { beginDate: string; endDate: string; filedDate?: string | null }): LcaPeriodIssue[] {
  const out: LcaPeriodIssue[] = [];
  if (p.endDate < p.beginDate) out.push({ field: "endDate", code: "END_BEFORE_BEGIN" });
  else if (p.endDate > lcaLatestEndDate(p.beginDate)) out.push({ field: "endDate", code: "LONGER_THAN_3_YEARS" });
  if (p.filedDate && p.filedDate < lcaEarliestFilingDate(p.beginDate)) out.push({ field: "filedDate", code: "FILED_TOO_EARLY" });
  return out;
}

/** 20 CFR 655.740(a): the DOL certifies (or returns) an LCA within 7 working days of receiving it. */
export const LCA_DECISION_WORKING_DAYS = 7;

/** The last working day of the DOL's decision on an LCA filed on `filedDate` (weekends and federal holidays skipped). */
export function lcaDecisionDueBy(filedDate: string): string {
  return addBusinessDays(filedDate, LCA_DECISION_WORKING_DAYS);
}

/**
 * A certification date against the filing date: before it is impossible (refused); the same day is possible
 * but rare (the DOL takes up to 7 working days, 655.740) and usually a typo, so the user confirms it; null
 * when there is nothing to say (a later day, or no filing date recorded).
 */
export function certificationDateIssue(p: { filedDate: string | null; decisionDate: string }): "BEFORE_FILING" | "SAME_DAY" | null {
  if (!p.filedDate) return null;
  if (p.decisionDate < p.filedDate) return "BEFORE_FILING";
  return p.decisionDate === p.filedDate ? "SAME_DAY" : null;
}

/** Rule 8: the PAF is available within 1 working day after filing. */
export function pafAvailableBy(filedDate: string): string {
  return addBusinessDays(filedDate, 1);
}

/**
 * Rule 8 for an LCA: the day its public access file is due, from the filing date alone, whatever happened
 * after (certified, denied, withdrawn or expired: the file was due once it was filed and is kept after a
 * withdrawal, rule 9); null for an LCA never filed. The details' `dates.pafAvailableBy`, the PAF tab and the
 * PAF report all read this one function.
 */
export function lcaPafAvailableBy(l: { filedDate: string | null }): string | null {
  return l.filedDate ? pafAvailableBy(l.filedDate) : null;
}

export type RetentionBasis = "LAST_WORKER" | "LCA_END" | "WITHDRAWAL";

/**
 * Rule 9: kept 1 year beyond the last day any H-1B worker was employed under the LCA; with nobody
 * employed, 1 year after its end date or withdrawal (whichever ended it first). Where the two sources
 * disagree (employment ended early, LCA not withdrawn) the later date wins. Someone still employed
 * (`employedUntil` null): no date yet.
 */
export function pafRetainUntil(p: { endDate: string; withdrawnDate?: string | null; workers: readonly { employedUntil: string | null }[] }): { date: string | null; basis: RetentionBasis } {
  if (p.workers.some((w) => w.employedUntil === null)) return { date: null, basis: "LAST_WORKER" };
  const stopped = p.withdrawnDate && p.withdrawnDate < p.endDate ? p.withdrawnDate : p.endDate;
  const lcaBased = { date: addYearsSafe(stopped, 1), basis: (stopped === p.endDate ? "LCA_END" : "WITHDRAWAL") as RetentionBasis };
  const lastWorker = p.workers.reduce<string | null>((max, w) => (w.employedUntil && (!max || w.employedUntil > max) ? w.employedUntil : max), null);
  if (!lastWorker) return lcaBased;
  const workerBased = addYearsSafe(lastWorker, 1);
  return workerBased > lcaBased.date ? { date: workerBased, basis: "LAST_WORKER" } : lcaBased;
}

/** The first day the PAF may be purged: the day after its retention date. */
export function pafPurgeableFrom(retainUntil: string): string {
  return addDays(retainUntil, 1);
}

/** Rule 10: the notice may start no earlier than 30 days before the filing date. */
export function noticeEarliestStart(filedDate: string): string {
  return addDays(filedDate, -NOTICE_EARLIEST_DAYS_BEFORE_FILING);
}

/** Rule 10: the 10th business day of a posting that starts on `startDate` (a start on a weekend or holiday counts from the next business day). */
export function noticePostingEnd(startDate: string): string {
  const first = isBusinessDay(startDate) ? startDate : addBusinessDays(startDate, 1);
  return addBusinessDays(first, NOTICE_POSTING_BUSINESS_DAYS - 1);
}

export function noticeStartIssue(p: { startDate: string; filedDate?: string | null }): "TOO_EARLY" | null {
  return p.filedDate && p.startDate < noticeEarliestStart(p.filedDate) ? "TOO_EARLY" : null;
}

/** The DOL's LCA case number: I-200-YYDDD-NNNNNN (YY year, DDD day of the year, NNNNNN serial). */
export const DOL_CASE_NUMBER = /^I-200-(\d{2})(\d{3})-\d{6}$/;

export function normalizeDolCaseNumber(s: string): string {
  return s.trim().toUpperCase();
}

export function isDolCaseNumber(s: string): boolean {
  const m = DOL_CASE_NUMBER.exec(s);
  if (!m) return false;
  const day = Number(m[2]);
  return day >= 1 && day <= (isLeapYear(2000 + Number(m[1])) ? 366 : 365);
}

export function wageMeetsPrevailing(p: { offeredFromCents: number; offeredUnit: WageUnit; pwCents: number; pwUnit: WageUnit }): boolean {
  return annualWageCents(p.offeredFromCents, p.offeredUnit) >= annualWageCents(p.pwCents, p.pwUnit);
}

/** FY2027 weighted selection: a registration enters the lottery once per wage level (I 1 … IV 4). */
export function capEntries(level: WageLevel): number {
  return { I: 1, II: 2, III: 3, IV: 4 }[level];
}

/** A person with several registrations is entered at the lowest of their levels. */
export function capEntriesForPerson(levels: readonly WageLevel[]): number {
  return levels.length ? Math.min(...levels.map(capEntries)) : 0;
}

/**
 * Rule 14: the cap season of fiscal year FY: registration in March of FY−1, filing from April 1 for
 * at least 90 days (8 CFR 214.2(h)(8)(iii)(D)(2)). The window ends 90 days after April 1, on June 30 — the
 * period USCIS publishes every year ("April 1 – June 30", FY2022–FY2026; issue 34 §3: it was June 29). USCIS
 * does not move that day off a weekend (FY2025's closed on Sunday, June 30, 2024), so the case deadline is
 * the window's last day, or the business day before it when it is not one (a paper filing must arrive).
 */
export function capSeason(fiscalYear: number) {
  const y = fiscalYear - 1;
  const filingOpens = makeDate(y, 4, 1);
  const filingWindowEnd = addDays(filingOpens, 90);
  return {
    fiscalYear,
    registrationOpens: makeDate(y, 3, 1),
    registrationCloses: makeDate(y, 3, 31),
    filingOpens,
    filingWindowEnd,
    filingDeadline: onOrBeforeBusinessDay(filingWindowEnd),
  };
}

const socRoot = (s: string | null | undefined) => (s ?? "").trim().replace(/\.00$/, "");

/** The fields a cap registration, its LCA and its petition must share, that differ between `a` and `b`. */
export function capMismatches(a: { socCode: string | null; wageLevel: WageLevel | null; areaCode?: string | null }, b: { socCode: string | null; wageLevel: WageLevel | null; areaCode?: string | null }) {
  const out: ("socCode" | "wageLevel" | "areaCode")[] = [];
  if (socRoot(a.socCode) !== socRoot(b.socCode)) out.push("socCode");
  if (a.wageLevel !== b.wageLevel) out.push("wageLevel");
  if ((a.areaCode ?? null) !== (b.areaCode ?? null) && a.areaCode != null && b.areaCode != null) out.push("areaCode");
  return out;
}
