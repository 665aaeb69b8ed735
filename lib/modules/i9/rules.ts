// Domain rules 1–6 of Form I-9 (../shared/spec/domain-rules.md; USCIS handbook M-274) as pure functions on
// the shared calendar. Dates are calendar dates (YYYY-MM-DD). The I-9 answers carry their results; the
// screens show them and never compute them again.
import { addBusinessDays, addDays, addYearsSafe, compareDates, dateParts, isLeapYear, makeDate } from "@/lib/shared/calendar";
import { i9Document, MINOR_UNDER_18, type I9List } from "./documents";

export const RETAIN_YEARS_AFTER_HIRE = 3;
export const RETAIN_YEARS_AFTER_TERMINATION = 1;
export const SECTION_2_BUSINESS_DAYS = 3;
export const RECEIPT_VALID_DAYS = 90;
export const REHIRE_SUPPLEMENT_B_YEARS = 3;
/** An authorization expiring within this many days is "reverification due" (the work-authorization report's widest window). */
export const REVERIFY_WARNING_DAYS = 90;

/** The Section 1 attestation of the employee. */
export const CITIZENSHIP = ["citizen", "noncitizen_national", "permanent_resident", "authorized_alien"] as const;
export type Citizenship = (typeof CITIZENSHIP)[number];

const later = (a: string, b: string) => (compareDates(a, b) >= 0 ? a : b);
const earlier = (a: string, b: string) => (compareDates(a, b) <= 0 ? a : b);

/**
 * Rule 1: no purge date while employed; after employment ends the I-9 is kept until the later of 3 years
 * after the hire date and 1 year after the termination date (Feb 29 anniversaries fall on Mar 1), and may be
 * purged from the day after.
 */
export function retention(hireDate: string, terminationDate: string | null): { retainUntil: string; purgeFrom: string; basis: "hire" | "termination" } | null {
  if (!terminationDate) return null;
  const byHire = addYearsSafe(hireDate, RETAIN_YEARS_AFTER_HIRE);
  const byTermination = addYearsSafe(terminationDate, RETAIN_YEARS_AFTER_TERMINATION);
  const retainUntil = later(byHire, byTermination);
  return { retainUntil, purgeFrom: addDays(retainUntil, 1), basis: retainUntil === byHire ? "hire" : "termination" };
}

/** Rule 2: Section 1 by the first day of work for pay. */
export const section1Due = (firstDay: string): string => firstDay;

/**
 * Rule 2: Section 2 within 3 business days after the first day of work (the first day not counted; weekends
 * and federal holidays skipped); on the first day itself for a job of less than 3 business days.
 */
export function section2Due(firstDay: string, shortJob = false): string {
  return shortJob ? firstDay : addBusinessDays(firstDay, SECTION_2_BUSINESS_DAYS);
}

/** Rule 3: a receipt for a replacement of a lost, stolen or damaged document is good for 90 days from the hire date. */
export const receiptDocumentDue = (hireDate: string): string => addDays(hireDate, RECEIPT_VALID_DAYS);

export type PresentedDocument = { code: string; expirationDate: string | null; receipt?: boolean };

/**
 * Rule 4: reverification by the earlier of the Section 1 "authorized until" date and the expiry of a List A
 * or C document whose expiry is a reverification date; never for citizens and noncitizen nationals, a US
 * passport, a Permanent Resident Card or a List B document. Null: no reverification.
 */
export function reverifyBy(citizenship: Citizenship, authorizedUntil: string | null, documents: readonly PresentedDocument[]): string | null {
  if (citizenship === "citizen" || citizenship === "noncitizen_national") return null;
  const dates: string[] = [];
  if (citizenship === "authorized_alien" && authorizedUntil) dates.push(authorizedUntil);
  for (const d of documents) {
    const kind = i9Document(d.code);
    if (kind?.reverify && kind.list !== "B" && d.expirationDate && !d.receipt) dates.push(d.expirationDate);
  }
  return dates.length ? dates.reduce(earlier) : null;
}

/**
 * The last day a rehire may use Supplement B (rule 5): the third anniversary of the day the original I-9
 * was completed — for a Feb 29 completion, Feb 28 of a common year (the earlier, stricter day: a later
 * rehire needs a new I-9).
 */
export function supplementBLastDay(completedOn: string): string {
  const { year, month, day } = dateParts(completedOn);
  const y = year + REHIRE_SUPPLEMENT_B_YEARS;
  if (month === 2 && day === 29 && !isLeapYear(y)) return makeDate(y, 2, 28);
  return makeDate(y, month, day);
}

/** Rule 5: a rehire within 3 years of the date the original I-9 was completed may use Supplement B; otherwise a new I-9. */
export const rehireMayUseSupplementB = (completedOn: string, rehireDate: string): boolean => compareDates(rehireDate, supplementBLastDay(completedOn)) <= 0;

/** Whole years of age on `day` (a Feb 29 birthday counts from Mar 1 in a common year). */
export function ageOn(dateOfBirth: string, day: string): number {
  const b = dateParts(dateOfBirth);
  const d = dateParts(day);
  let age = d.year - b.year;
  if (compareDates(addYearsSafe(dateOfBirth, age), day) > 0) age -= 1;
  return age;
}

/** Why a set of Section 2 documents is refused (rule 6), as the field and the message the form shows. */
export type CombinationProblem = { field: string; message: string };

/**
 * Rule 6: exactly one List A document, or one List B plus one List C document; "Individual under age 18"
 * and the List B records for minors (school record or report card, clinic/doctor/hospital record, day-care or
 * nursery school record) only for a person under 18 on the day examined (M-274 §13), with a List C document; every document unexpired on the day it is examined (a receipt
 * stands for the document it replaces); the expiration date of a document that is a reverification date is
 * required. The first problem found, or null.
 */
export function checkDocumentCombination(docs: readonly PresentedDocument[], verifiedOn: string, dateOfBirth: string | null): CombinationProblem | null {
  const kinds = docs.map((d) => i9Document(d.code));
  const unknown = kinds.findIndex((k) => !k);
  if (unknown >= 0) return { field: `documents.${unknown}.code`, message: "Choose a document from the Lists of Acceptable Documents" };
  const of = (list: I9List) => kinds.filter((k) => k!.list === list).length;
  const [a, b, c] = [of("A"), of("B"), of("C")];
  if (a + b + c === 0) return { field: "documents", message: "Enter one List A document, or one List B and one List C document" };
  if (a > 1) return { field: "documents", message: "Enter only one List A document" };
  if (a === 1 && b + c > 0) return { field: "documents", message: "A List A document proves both identity and employment authorization: do not add List B or C documents" };
  if (a === 0) {
    if (b > 1 || c > 1) return { field: "documents", message: "Enter one List B and one List C document" };
    if (b === 0) return { field: "documents", message: "Add a List B document (identity) to the List C document" };
    if (c === 0) return { field: "documents", message: "Add a List C document (employment authorization) to the List B document" };
  }
  const minor = kinds.findIndex((k) => k!.minorOnly);
  if (minor >= 0 && (!dateOfBirth || ageOn(dateOfBirth, verifiedOn) >= 18)) {
    const kind = kinds[minor]!;
    const message =
      kind.code === MINOR_UNDER_18
        ? "\"Individual under age 18\" is only for an employee under 18 on the day the documents are examined"
        : `A ${kind.en.replace(/ \(under 18\)$/, "").replace(/^./, (c) => c.toLowerCase())} proves identity only for an employee under 18 on the day the documents are examined`;
    return { field: `documents.${minor}.code`, message };
  }
  for (const [i, d] of docs.entries()) {
    const kind = kinds[i]!;
    if (d.receipt) continue;
    if (kind.reverify && !d.expirationDate) return { field: `documents.${i}.expirationDate`, message: `Enter the expiration date of the ${kind.en}` };
    if (d.expirationDate && compareDates(d.expirationDate, verifiedOn) < 0) {
      return { field: `documents.${i}.expirationDate`, message: `The ${kind.en} expired before the day it was examined: documents must be unexpired` };
    }
  }
  return null;
}

/** Form I-9 editions (USCIS): the one an I-9 is completed on is recorded; the current one is filled. */
export const I9_EDITIONS = [
  { edition: "08/01/23", expires: "2026-07-31" },
  { edition: "01/20/25", expires: "2027-05-31" },
] as const;
export const CURRENT_I9_EDITION = "01/20/25";

/** An edition may be used on `day` until it expires (electronic I-9 systems use 01/20/25 from 07/31/2026). */
export function editionUsable(edition: string, day: string): boolean {
  const e = I9_EDITIONS.find((x) => x.edition === edition);
  return !!e && compareDates(day, e.expires) <= 0;
}
