// What stands between a PERM record and its filing on a day (rule 13, permFilingGaps in rules.ts), from the
// stored rows: the PERM tab lists it for the caller's day, /api/perm/file refuses with it (422, one field
// per gap, each an English sentence the errors catalog knows, so the reader sees it in their language).
import "server-only";
import type { PermRecruitmentStepRow } from "@/db/schema/perm";
import { fail } from "@/lib/server/errors";
import { isoToUsDate } from "@/lib/shared/validation/rules";
import { PWD_STATUS } from "./constants";
import type { PermFilingGapDto } from "./perm-contract";
import type { PermPwdRecord } from "./repository/perm-cases";
import { permFilingGaps, type FilingGap, type RecordedStep, type RecruitmentStep } from "./rules";

/** The step kinds as the errors catalog's glossary names them (messages/<locale>/errors.json `fields`). */
const KIND_NAME: Record<RecruitmentStep["kind"], string> = {
  job_order: "State job order",
  sunday_ad: "Sunday newspaper ad",
  notice_of_filing: "Notice of filing",
  additional: "Additional step",
};

export const STEP_PROBLEM_TEXT = {
  job_order_too_short: "a state job order runs at least 30 days",
  not_a_sunday: "the ad must run on a Sunday",
  same_sunday: "the two ads must run on different Sundays",
  notice_too_short: "the notice is posted 10 consecutive business days",
  end_before_start: "the step ends before it starts",
} as const;

export const MISSING_TEXT = {
  missing_job_order: "Add the 30-day state job order",
  missing_sunday_ads: "Add two Sunday newspaper ads on different Sundays",
  missing_notice_of_filing: "Add the notice of filing, posted 10 consecutive business days",
  missing_additional_steps: "A professional occupation needs three additional recruitment steps",
} as const;

export const NO_PWD = "Link the PWD the application is filed on";

function recorded(rows: readonly PermRecruitmentStepRow[]): RecordedStep[] {
  return rows.map((r) =>
    r.kind === "job_order" || r.kind === "notice_of_filing"
      ? { kind: r.kind, start: r.startDate, end: r.endDate, hasProof: !!r.proofFileKey }
      : { kind: r.kind as "sunday_ad" | "additional", date: r.startDate, hasProof: !!r.proofFileKey },
  );
}

/** The gaps on `date` for the stored record. */
export function filingGapsOf(perm: { professional: boolean }, rows: readonly PermRecruitmentStepRow[], pwd: PermPwdRecord | null, date: string): FilingGap[] {
  return permFilingGaps({
    steps: recorded(rows),
    professional: perm.professional,
    pwd: pwd ? { determined: pwd.statusId === PWD_STATUS.RESPONSE, validityEnd: pwd.validityEnd } : null,
    filingDate: date,
  });
}

/** The gaps as the PERM tab reads them: the step by its id. */
export const gapDtos = (gaps: readonly FilingGap[], rows: readonly PermRecruitmentStepRow[]): PermFilingGapDto[] =>
  gaps.map((g) => ({ code: g.code, stepId: "step" in g ? rows[g.step].id : null, date: "date" in g ? g.date : null, missing: "missing" in g ? g.missing : null }));

/** One gap as an English sentence of the errors catalog. */
export function gapText(g: FilingGap, rows: readonly PermRecruitmentStepRow[], pwd: PermPwdRecord | null): string {
  const step = (i: number) => ({ kind: KIND_NAME[rows[i].kind as RecruitmentStep["kind"]] ?? rows[i].kind, date: isoToUsDate(rows[i].startDate) });
  switch (g.code) {
    case "no_pwd":
      return NO_PWD;
    case "pwd_not_determined":
      return `PWD ${pwd?.pwdNumber ?? ""} has no determination yet`;
    case "pwd_expired":
      return `PWD ${pwd?.pwdNumber ?? ""} expired on ${isoToUsDate(g.date)}: a PERM application cannot be filed on an expired PWD`;
    case "missing_job_order":
    case "missing_sunday_ads":
    case "missing_notice_of_filing":
    case "missing_additional_steps":
      return MISSING_TEXT[g.code];
    case "proof_missing": {
      const s = step(g.step);
      return `${s.kind} (${s.date}): upload its proof`;
    }
    case "too_soon": {
      const s = step(g.step);
      return `${s.kind} (${s.date}) ended less than 30 days before the filing: file on ${isoToUsDate(g.date)} or later`;
    }
    case "too_old": {
      const s = step(g.step);
      return `${s.kind} (${s.date}) began more than 180 days before the filing: the last day to file on it was ${isoToUsDate(g.date)}`;
    }
    case "additional_within_30_days": {
      const s = step(g.step);
      return `${s.kind} (${s.date}): only one additional step may fall within the 30 days before filing`;
    }
    default: {
      const s = step(g.step);
      return `${s.kind} (${s.date}): ${STEP_PROBLEM_TEXT[g.code]}`;
    }
  }
}

/** 422 listing every gap (`gaps.0`, `gaps.1` …; the first also on `filedDate`, where the filing dialog shows it). */
export function throwIfFilingGaps(gaps: readonly FilingGap[], rows: readonly PermRecruitmentStepRow[], pwd: PermPwdRecord | null): void {
  if (gaps.length === 0) return;
  const texts = gaps.map((g) => gapText(g, rows, pwd));
  throw fail.validation({ filedDate: texts[0], ...Object.fromEntries(texts.map((t, i) => [`gaps.${i}`, t])) });
}
