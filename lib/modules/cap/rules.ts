// The cap registration's rules (pure): what "ready" needs, the season a day belongs to, the weighted
// entries of a person, and where a registration, its LCA and its petition disagree (domain rule 14).
import { addDays, onOrBeforeBusinessDay } from "@/lib/shared/calendar";
import { capEntries, capEntriesForPerson, capMismatches, capSeason } from "@/lib/modules/lca/rules";
import type { WageLevel } from "@/lib/modules/lca/constants";

export type CapIssue =
  | "DATE_OF_BIRTH"
  | "GENDER"
  | "COUNTRY_OF_BIRTH"
  | "CITIZENSHIP"
  | "PASSPORT_NUMBER"
  | "PASSPORT_COUNTRY"
  | "PASSPORT_EXPIRY"
  | "JOB_TITLE"
  | "SOC_CODE"
  | "WORKSITE"
  | "WAGE"
  | "WAGE_LEVEL";

type CapFields = {
  dateOfBirth: string | null;
  gender: string | null;
  countryOfBirthId: number | null;
  citizenshipCountryId: number | null;
  passportNumber: string | null;
  passportCountryId: number | null;
  passportExpiry: string | null;
  jobTitle: string | null;
  socCode: string | null;
  worksiteCity: string | null;
  worksiteState: string | null;
  worksiteCounty: string | null;
  wageCents: number | null;
  wageUnit: string | null;
  wageLevel: string | null;
};

/** What USCIS asks for that the registration lacks; "ready" needs none (the same list the screen shows). */
export function capIssues(r: CapFields): CapIssue[] {
  const out: CapIssue[] = [];
  if (!r.dateOfBirth) out.push("DATE_OF_BIRTH");
  if (!r.gender) out.push("GENDER");
  if (r.countryOfBirthId == null) out.push("COUNTRY_OF_BIRTH");
  if (r.citizenshipCountryId == null) out.push("CITIZENSHIP");
  if (!r.passportNumber) out.push("PASSPORT_NUMBER");
  if (r.passportCountryId == null) out.push("PASSPORT_COUNTRY");
  if (!r.passportExpiry) out.push("PASSPORT_EXPIRY");
  if (!r.jobTitle) out.push("JOB_TITLE");
  if (!r.socCode) out.push("SOC_CODE");
  if (!r.worksiteCity || !r.worksiteState || !r.worksiteCounty) out.push("WORKSITE");
  if (r.wageCents == null || !r.wageUnit) out.push("WAGE");
  if (!r.wageLevel) out.push("WAGE_LEVEL");
  return out;
}

/**
 * The season a firm works on at `today`: the one whose registration (March) is this spring, until the
 * filing window's first months are over (end of June); then next year's. 2026-11-24 → FY2028,
 * 2027-03-10 → FY2028, 2027-07-01 → FY2029.
 */
export function currentCapFiscalYear(today: string): number {
  const y = Number(today.slice(0, 4));
  return today.slice(5) < "07-01" ? y + 1 : y + 2;
}

/**
 * USCIS tells people apart by passport; without one, by the firm's beneficiary record. The passport by its blind
 * index (lib/modules/cap/numbers.ts: equal once upper-cased without spaces or dashes, within the firm).
 */
export const personKey = (r: { beneficiaryId: string; passportNumberIndex: string | null }) => (r.passportNumberIndex ? `P:${r.passportNumberIndex}` : `B:${r.beneficiaryId}`);

/**
 * The entries of a registration in the weighted selection: its level's (IV 4 … I 1), but a person with
 * several registrations in the season is entered at the lowest of their levels. Null without a level.
 */
export function registrationEntries(level: WageLevel | null, personLevels: readonly WageLevel[]): { own: number | null; counted: number | null } {
  if (!level) return { own: null, counted: null };
  return { own: capEntries(level), counted: capEntriesForPerson([...personLevels, level]) };
}

export type CapMismatch = { with: "lca" | "petition"; ref: string; fields: string[] };

/**
 * Where the petition and its LCAs disagree with the registration: the petition must be the registering
 * employer's for the registered person; each LCA must state the same SOC code, wage level and area.
 */
export function capMismatchList(
  reg: { petitionerId: string; beneficiaryId: string; socCode: string | null; wageLevel: WageLevel | null; areaCode: string | null },
  petition: { caseNumber: string; petitionerId: string | null; beneficiaryIds: readonly string[] } | null,
  lcas: readonly { lcaNumber: string; socCode: string | null; wageLevel: WageLevel | null; areaCode: string | null }[],
): CapMismatch[] {
  const out: CapMismatch[] = [];
  if (petition) {
    const fields: string[] = [];
    if (petition.petitionerId !== reg.petitionerId) fields.push("employer");
    if (!petition.beneficiaryIds.includes(reg.beneficiaryId)) fields.push("beneficiary");
    if (fields.length) out.push({ with: "petition", ref: petition.caseNumber, fields });
  }
  for (const l of lcas) {
    const fields = capMismatches(reg, l);
    if (fields.length) out.push({ with: "lca", ref: l.lcaNumber, fields });
  }
  return out;
}

/** 8 CFR 214.2(h)(8)(iii)(D)(2): the petition filing period of a selection "will be at least 90 days". */
export const CAP_FILING_PERIOD_DAYS = 90;

/**
 * The last day to file the cap petition of a registration selected on `selectedOn` (rule 14): the
 * filing period runs at least 90 days from April 1, or from a later round's selection day, counted as a
 * deadline is (the first day not counted): April 1 + 90 days = June 30, the end of the period USCIS
 * publishes for the initial round every year. A later round's notice names its own period, starting a few
 * days after the selection and never shorter; the selection day + 90 days is its earliest possible end, so
 * the case never shows a day after the real one. The case deadline is that day, or the business day before
 * it when it is a weekend or a federal holiday (USCIS does not move the period's end; a paper filing must
 * arrive by then). 2027-03-31 → 2027-06-30 (FY2028); 2026-07-28 → 2026-10-26.
 */
export function capFilingDeadline(fiscalYear: number, selectedOn: string | null): string {
  const s = capSeason(fiscalYear);
  const start = selectedOn && selectedOn > s.filingOpens ? selectedOn : s.filingOpens;
  return onOrBeforeBusinessDay(addDays(start, CAP_FILING_PERIOD_DAYS));
}
