// Pure deadline rules of the domain (rules 2, 13, 17, 18) on the shared business-day calendar.
// Every date is a `YYYY-MM-DD` calendar date; "today" is the caller's (tenant's) calendar day.
import type { petitions } from "@/db/schema/cases";
import { addBusinessDays, addDays, compareDates, isCalendarDate, onOrBeforeBusinessDay } from "@/lib/shared/calendar";
import { calendarDaysBetween, overdueLabel } from "@/lib/shared/format";

// ---------------------------------------------------------------------------------------------
// Rule 17: premium processing clocks (business days).

const PREMIUM_FORMS = ["I129", "I140", "I140_E13_NIW", "I539_I765"] as const;
type PremiumForm = (typeof PREMIUM_FORMS)[number];

/** Business days of each premium clock: I-129 and most I-140 15, I-140 E13/EB-2 NIW 45, certain I-539/I-765 30. */
const PREMIUM_CLOCK_BUSINESS_DAYS: Record<PremiumForm, number> = {
  I129: 15,
  I140: 15,
  I140_E13_NIW: 45,
  I539_I765: 30,
};

const isPremiumForm = (value: unknown): value is PremiumForm =>
  typeof value === "string" && (PREMIUM_FORMS as readonly string[]).includes(value);

/**
 * The premium-processing action deadline: the clock's business days counted after the receipt (or
 * start) date, or after the day USCIS received the RFE/NOID response when there is one (the clock
 * restarts then). Throws RangeError on a bad date or a response received before the start.
 */
export function premiumProcessingDeadline(input: {
  receiptOrStartDate: string;
  form: PremiumForm;
  rfeResponseReceivedDate?: string | null;
}): string {
  const { receiptOrStartDate, form, rfeResponseReceivedDate } = input;
  if (!isPremiumForm(form)) throw new RangeError(`Unknown premium-processing form: ${String(form)}`);
  let start = receiptOrStartDate;
  if (rfeResponseReceivedDate) {
    if (compareDates(rfeResponseReceivedDate, receiptOrStartDate) < 0) {
      throw new RangeError(`RFE response received (${rfeResponseReceivedDate}) before the clock started (${receiptOrStartDate})`);
    }
    start = rfeResponseReceivedDate;
  }
  return addBusinessDays(start, PREMIUM_CLOCK_BUSINESS_DAYS[form]);
}

// ---------------------------------------------------------------------------------------------
// Rule 18: RFE / NOID response due dates (calendar days).

type NoticeKind = "RFE" | "NOID";

/** Calendar days allowed to respond: RFE at most 84 (12 weeks), NOID at most 30. */
const RESPONSE_DAYS: Record<NoticeKind, number> = { RFE: 84, NOID: 30 };
/** Extra calendar days when the notice was served by mail. */
const MAIL_SERVICE_DAYS = 3;

/**
 * The last day to respond to an RFE (84 days) or NOID (30 days) after the notice date, plus 3 when
 * served by mail. Calendar days, not moved off weekends or holidays: the rule is "at most", and the
 * earlier day is the safe one.
 */
/** Green-card sub types filed on an I-140 (most, 15 business days) and those of the E13 / NIW clock (45), domain rule 17. */
const I140_SUB_TYPES: readonly number[] = [13, 15, 16, 17];
const I140_E13_NIW_SUB_TYPES: readonly number[] = [18, 19];

/**
 * The premium clock a new case of this type runs when premium processing is asked (domain rule 17), or null when
 * the type has no premium processing the firm can assume (an H-1B registration, an L-1 blanket, a PERM, an I-485,
 * consular processing, family cases …: the person chooses). Types: 1 H-1B, 2 L-1, 4 O-1, 5 TN, 6 E-3 file an I-129;
 * 3 Green Card by sub type (12–20); 8 Dependents (H-4 / L-2) an I-539 or I-765.
 */
export function defaultPremiumForm(typeId: number, subTypeId: number | null | undefined): PremiumForm | null {
  const sub = subTypeId ?? null;
  if ([1, 2, 4, 5, 6].includes(typeId)) return sub === 1 || sub === 10 ? null : "I129";
  if (typeId === 3) {
    if (sub === null) return "I140";
    if (I140_SUB_TYPES.includes(sub)) return "I140";
    if (I140_E13_NIW_SUB_TYPES.includes(sub)) return "I140_E13_NIW";
    return null;
  }
  if (typeId === 8) return "I539_I765";
  return null;
}

/** How a notice reached the firm: mailed to its address (the I-797 USCIS prints) or sent to the online account. */
export type NoticeDelivery = "mail" | "electronic";

/**
 * Whether a USCIS notice counts as served by mail (8 CFR 103.8(b): 3 days added to the period to answer). USCIS
 * mails its notices: only one known to have come electronically is not; not knowing means mail.
 */
export const noticeServedByMail = (delivery: NoticeDelivery | null | undefined): boolean => delivery !== "electronic";

/** Months before an approved stay ends when its extension is due to be prepared (the extension reminder). */
export const EXTENSION_LEAD_MONTHS = 6;

/**
 * The day to start the extension of a stay approved until `validityEnd`: 6 months before, the same day of the
 * month, or the month's last day when it has none (Aug 31 → Feb 28/29).
 */
export function extensionDue(validityEnd: string, months = EXTENSION_LEAD_MONTHS): string {
  const [y, m, d] = validityEnd.split("-").map(Number);
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

export function rfeResponseDue(input: { noticeDate: string; servedByMail: boolean; kind: NoticeKind }): string {
  const days = RESPONSE_DAYS[input.kind];
  if (days === undefined) throw new RangeError(`Unknown notice kind: ${String(input.kind)}`);
  return addDays(input.noticeDate, days + (input.servedByMail ? MAIL_SERVICE_DAYS : 0));
}

// ---------------------------------------------------------------------------------------------
// 'Overdue by {n} day(s)'.

type OverdueStatus = { overdue: boolean; days: number; label: string | null };

const NOT_OVERDUE: OverdueStatus = { overdue: false, days: 0, label: null };

/**
 * Whether `dueIso` has passed on `todayIso` (the due day itself is not overdue), by how many
 * calendar days, and the spec label. A missing or invalid date is never overdue.
 */
export function overdue(dueIso: string | null | undefined, todayIso: string): OverdueStatus {
  if (!dueIso) return NOT_OVERDUE;
  const days = calendarDaysBetween(dueIso, todayIso);
  if (days === null || days <= 0) return NOT_OVERDUE;
  return { overdue: true, days, label: overdueLabel(dueIso, todayIso) };
}

// ---------------------------------------------------------------------------------------------
// The deadlines of a case.

type PetitionRow = typeof petitions.$inferSelect;

export type PetitionDeadlineFields = Pick<
  PetitionRow,
  "deadlineDate" | "premiumProcessing" | "premiumForm" | "receiptDate" | "rfeNoticeDate" | "rfeServedByMail" | "uscisResponse"
> & {
  /** The day USCIS received the RFE/NOID response (restarts the premium clock): petitions.rfe_response_received_date. */
  rfeResponseReceivedDate?: string | null;
  /** A closed case shows no overdue labels. */
  closedAt?: Date | null;
};

/** running: USCIS must act by premiumDeadline; paused: an RFE/NOID awaits the response; stopped: USCIS acted. */
type PremiumClockState = "running" | "paused" | "stopped";

export type CaseDeadlines = {
  deadlineDate: string | null;
  deadlineOverdue: string | null;
  /** Null when the case is not premium, has no premium form or receipt date, or the clock is paused. */
  premiumDeadline: string | null;
  premiumClock: PremiumClockState | null;
  /** 'Overdue by …' when a running premium clock has passed (USCIS is late). */
  premiumOverdue: string | null;
  /** RFE or NOID, when a notice date is recorded. */
  noticeKind: NoticeKind | null;
  rfeDue: string | null;
  /** 'Overdue by …' while the response is still owed (no response received, case open). */
  rfeOverdue: string | null;
};

const FINAL_RESPONSES = new Set(["approved", "denied", "withdrawn"]);
const NOTICE_RESPONSES: Record<string, NoticeKind> = { rfe: "RFE", noid: "NOID" };

const validDate = (value: string | null | undefined): string | null => (value && isCalendarDate(value) ? value : null);

/**
 * Deadline, premium-processing and RFE/NOID dates of a case with their overdue labels on `todayIso`.
 * Tolerant of incomplete rows: a missing or invalid stored date yields null for what depends on it.
 */
export function caseDeadlines(petition: PetitionDeadlineFields, todayIso: string): CaseDeadlines {
  const closed = petition.closedAt != null;
  const label = (due: string | null) => (closed ? null : overdue(due, todayIso).label);
  const response = (petition.uscisResponse ?? "").toLowerCase();

  const deadlineDate = validDate(petition.deadlineDate);

  const noticeDate = validDate(petition.rfeNoticeDate);
  const responseReceived = validDate(petition.rfeResponseReceivedDate);
  const noticeKind: NoticeKind | null = noticeDate ? (NOTICE_RESPONSES[response] ?? "RFE") : null;
  const rfeDue = noticeDate && noticeKind ? rfeResponseDue({ noticeDate, servedByMail: petition.rfeServedByMail, kind: noticeKind }) : null;
  const responseOwed = rfeDue !== null && response in NOTICE_RESPONSES && !responseReceived;

  let premiumDeadline: string | null = null;
  let premiumClock: PremiumClockState | null = null;
  const receipt = validDate(petition.receiptDate);
  if (petition.premiumProcessing && receipt && isPremiumForm(petition.premiumForm)) {
    const restart = responseReceived && compareDates(responseReceived, receipt) >= 0 ? responseReceived : null;
    if (FINAL_RESPONSES.has(response) || closed) premiumClock = "stopped";
    else if (response in NOTICE_RESPONSES && !restart) premiumClock = "paused";
    else premiumClock = "running";
    if (premiumClock !== "paused") {
      premiumDeadline = premiumProcessingDeadline({ receiptOrStartDate: receipt, form: petition.premiumForm, rfeResponseReceivedDate: restart });
    }
  }

  return {
    deadlineDate,
    deadlineOverdue: label(deadlineDate),
    premiumDeadline,
    premiumClock,
    premiumOverdue: premiumClock === "running" ? label(premiumDeadline) : null,
    noticeKind,
    rfeDue,
    rfeOverdue: responseOwed ? label(rfeDue) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Other date rules on the same calendar.

/**
 * Rule 2: Form I-9 Section 2 is due 3 business days after the first day of work (the first day not
 * counted); for a job of less than 3 business days, on the first day.
 */
export function i9Section2Due(firstDayIso: string, jobShorterThan3BusinessDays: boolean): string {
  return jobShorterThan3BusinessDays ? addDays(firstDayIso, 0) : addBusinessDays(firstDayIso, 3);
}

/** Calendar days a certified labor certification stays valid (rule 13). */
const PERM_VALIDITY_DAYS = 180;

/**
 * Rule 13: a certified labor certification expires 180 calendar days after certification (unless
 * the I-140 is filed); when that day is not a business day, the previous business day.
 */
export function permCertificationExpiry(certifiedIso: string): string {
  return onOrBeforeBusinessDay(addDays(certifiedIso, PERM_VALIDITY_DAYS));
}
