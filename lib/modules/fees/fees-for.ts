// feesFor(facts, postmarkDate): the USCIS fee lines of a filing (pure). A line whose amount depends on
// a missing fact shows the higher amount and names the fact (`needs`); a line whose very existence
// depends on a missing fact is listed but not counted (`counted: false`).
import type { CaseKind, FeeFacts, MissingFact } from "./facts";
import { FIFTY_FIFTY_MIN_EMPLOYEES, PAYERS, rateOn, SMALL_EMPLOYER_MAX_FTE, type FeeCode, type FeeVariant, type Payer } from "./schedule";

/** Why a line has its amount (or is there at all); the screens word it (messages fees.reasons). */
export type FeeReason =
  | "standard"
  | "largeEmployer"
  | "smallEmployer"
  | "nonprofit"
  | "sizeUnknown"
  | "newEmployment"
  | "fiftyFifty"
  | "outsideUs"
  | "premium"
  | "under14WithParent"
  | "withPendingI485"
  | "online"
  | "paper"
  | "biometrics"
  | "noFee";

/** Remarks on the whole filing (messages fees.notes). */
export type FeeNote =
  | "noUscisFee"
  | "noFraudFeeExtension"
  | "acwiaExempt"
  | "amendmentWithoutExtension"
  | "proclamationInsideUs"
  | "premiumNotOffered"
  | "rfeNoFee"
  | "premiumAlready"
  | "premiumUpgrade";

export type FeeLineResult = {
  code: FeeCode;
  form: string;
  label: string;
  amountCents: number;
  payer: Payer;
  reason: FeeReason;
  /** Facts the firm should enter for this line to be sure. */
  needs: MissingFact[];
  /** Part of the totals; false while a fact that decides whether the fee applies is missing. */
  counted: boolean;
  /** The rule the amount comes from, and its dates. */
  source: string;
  effectiveFrom: string;
  effectiveUntil: string | null;
};

export type FeeResult = {
  postmarkDate: string;
  lines: FeeLineResult[];
  totalCents: number;
  byPayer: Record<Payer, number>;
  missing: MissingFact[];
  notes: FeeNote[];
};

const H1B_KINDS: readonly CaseKind[] = ["h1b_new", "h1b_extension", "h1b_amendment", "h1b_change_of_employer"];
/** New employment: the fraud fee, Public Law 114-113 and (outside the US) the proclamation payment. */
const NEW_EMPLOYMENT: readonly CaseKind[] = ["h1b_new", "h1b_change_of_employer", "l1_new"];
const I129: Partial<Record<CaseKind, FeeCode>> = {
  h1b_new: "I129_H1B",
  h1b_extension: "I129_H1B",
  h1b_amendment: "I129_H1B",
  h1b_change_of_employer: "I129_H1B",
  l1_new: "I129_L",
  l1_extension: "I129_L",
  o_new: "I129_O",
  o_extension: "I129_O",
  e_tn: "I129_E_TN",
};
const SINGLE: Partial<Record<CaseKind, FeeCode>> = { i130: "I130", i129f: "I129F", i751: "I751", i539: "I539", i765: "I765", n400: "N400", n600: "N600" };
const ONLINE_FORMS: readonly FeeCode[] = ["I130", "I539", "I765", "N400", "N600"];

class Builder {
  lines: FeeLineResult[] = [];
  notes: FeeNote[] = [];
  constructor(readonly date: string) {}

  add(code: FeeCode, variant: FeeVariant, reason: FeeReason, opts: { needs?: MissingFact[]; counted?: boolean } = {}): void {
    const r = rateOn(code, variant, this.date);
    if (!r) return;
    this.lines.push({
      code,
      form: r.form,
      label: r.label,
      amountCents: r.amountCents,
      payer: r.payer,
      reason,
      needs: opts.needs ?? [],
      counted: opts.counted ?? true,
      source: r.source,
      effectiveFrom: r.from,
      effectiveUntil: r.until,
    });
  }
  note(n: FeeNote): void {
    if (!this.notes.includes(n)) this.notes.push(n);
  }
}

/** Employer size: small (≤25 FTE), large, or unknown (then the larger amount, and the fact is asked for). */
function size(f: FeeFacts): { small: boolean; needs: MissingFact[] } {
  if (f.employeeCount === null) return { small: false, needs: ["employeeCount"] };
  return { small: f.employeeCount <= SMALL_EMPLOYER_MAX_FTE, needs: [] };
}

function petitionFees(b: Builder, kind: CaseKind, f: FeeFacts): void {
  const s = size(f);
  const code = I129[kind]!;
  const reduced = f.nonprofit || s.small;
  b.add(code, reduced ? "reduced" : "standard", f.nonprofit ? "nonprofit" : s.small ? "smallEmployer" : s.needs.length ? "sizeUnknown" : "largeEmployer", { needs: f.nonprofit ? [] : s.needs });
  b.add("ASYLUM_PROGRAM", f.nonprofit ? "nonprofit" : s.small ? "small" : "standard", f.nonprofit ? "nonprofit" : s.small ? "smallEmployer" : s.needs.length ? "sizeUnknown" : "largeEmployer", { needs: f.nonprofit ? [] : s.needs });

  const h1b = H1B_KINDS.includes(kind);
  if (h1b) acwia(b, kind, f, s);
  if (NEW_EMPLOYMENT.includes(kind)) {
    b.add("FRAUD_PREVENTION", "standard", "newEmployment");
    fiftyFifty(b, h1b ? "PL_114_113_H1B" : "PL_114_113_L", f);
  } else if (h1b || kind === "l1_extension") b.note("noFraudFeeExtension");
  if (h1b) proclamation(b, kind, f);
}

function acwia(b: Builder, kind: CaseKind, f: FeeFacts, s: { small: boolean; needs: MissingFact[] }): void {
  if (f.acwiaExempt) return b.note("acwiaExempt");
  if (kind === "h1b_amendment" && f.amendmentRequestsExtension === false) return b.note("amendmentWithoutExtension");
  const needs: MissingFact[] = [...s.needs, ...(kind === "h1b_amendment" && f.amendmentRequestsExtension === null ? (["amendmentRequestsExtension"] as const) : [])];
  const counted = !(kind === "h1b_amendment" && f.amendmentRequestsExtension === null);
  b.add("ACWIA", s.small ? "small" : "standard", s.small ? "smallEmployer" : s.needs.length ? "sizeUnknown" : "largeEmployer", { needs, counted });
}

/** Public Law 114-113: only employers with 50+ US employees can be 50/50 employers. */
function fiftyFifty(b: Builder, code: FeeCode, f: FeeFacts): void {
  if (f.employeeCount !== null && f.employeeCount < FIFTY_FIFTY_MIN_EMPLOYEES) return;
  if (f.fiftyFifty === false) return;
  b.add(code, "standard", "fiftyFifty", { needs: f.fiftyFifty === null ? ["fiftyFifty"] : [], counted: f.fiftyFifty === true });
}

/** The $100,000 payment: new employment or any H-1B petition asking for consular notification for a worker outside the US. */
function proclamation(b: Builder, kind: CaseKind, f: FeeFacts): void {
  if (!rateOn("H1B_PROCLAMATION", "standard", b.date)) return;
  const inside = f.beneficiaryOutsideUs === false || (f.beneficiaryOutsideUs === null && !NEW_EMPLOYMENT.includes(kind));
  if (inside) return b.note("proclamationInsideUs");
  b.add("H1B_PROCLAMATION", "standard", "outsideUs", { needs: f.beneficiaryOutsideUs === null ? ["beneficiaryOutsideUs"] : [], counted: f.beneficiaryOutsideUs === true });
}

function i140(b: Builder, f: FeeFacts): void {
  const s = size(f);
  b.add("I140", "standard", "standard");
  b.add("ASYLUM_PROGRAM", f.nonprofit ? "nonprofit" : s.small ? "small" : "standard", f.nonprofit ? "nonprofit" : s.small ? "smallEmployer" : s.needs.length ? "sizeUnknown" : "largeEmployer", { needs: f.nonprofit ? [] : s.needs });
}

function i485(b: Builder, f: FeeFacts): void {
  const age = f.applicantAge;
  const child = age !== null && age < 14 && f.filingWithParent;
  const ageNeeds: MissingFact[] = age === null ? ["applicantAge"] : [];
  b.add("I485", child ? "under14" : "standard", child ? "under14WithParent" : "standard", { needs: ageNeeds });
  // Before 2024-04-01: a separate biometrics fee from 14 to 78 (unknown age: charged, and asked for).
  if (age === null || (age >= 14 && age <= 78)) b.add("BIOMETRICS", "standard", "biometrics", { needs: ageNeeds });
  if (f.withI765) b.add("I765", "withI485", "withPendingI485");
  if (f.withI131) b.add("I131", "withI485", "withPendingI485");
}

/** The I-539 and the I-765 have I-907 rates of their own; null for the other kinds. */
const ownPremiumVariant = (kind: CaseKind | null): FeeVariant | null => (kind === "i539" ? "forI539" : kind === "i765" ? "forI765" : null);

function premium(b: Builder, kind: CaseKind, f: FeeFacts): void {
  if (!f.premiumProcessing) return;
  // The I-539 and the I-765 have their own I-907 rates (from 2024-02-26; 91 FR 1059 from 2026-03-01).
  const own = ownPremiumVariant(kind);
  if (own) return rateOn("I907", own, b.date) ? b.add("I907", own, "premium") : b.note("premiumNotOffered");
  const offered = I129[kind] !== undefined || kind === "i140" || kind === "i140_i485";
  if (!offered) return b.note("premiumNotOffered");
  b.add("I907", "standard", "premium");
}

function single(b: Builder, code: FeeCode, f: FeeFacts): void {
  const online = f.onlineFiling && ONLINE_FORMS.includes(code);
  b.add(code, online ? "online" : "standard", ONLINE_FORMS.includes(code) ? (online ? "online" : "paper") : "standard");
  if (code === "I539") b.add("BIOMETRICS", "standard", "biometrics");
}

/** The fee lines of a filing postmarked (or filed) on `postmarkDate` (YYYY-MM-DD). */
export function feesFor(facts: FeeFacts, postmarkDate: string): FeeResult {
  const b = new Builder(postmarkDate);
  const kind = facts.kind;
  if (kind === "none") b.note("noUscisFee");
  else if (kind === "h1b_registration") b.add("H1B_REGISTRATION", "standard", "standard");
  else if (kind !== null) {
    if (I129[kind]) petitionFees(b, kind, facts);
    else if (kind === "i140") i140(b, facts);
    else if (kind === "i140_i485") {
      i140(b, facts);
      i485(b, facts);
    } else if (kind === "i485") i485(b, facts);
    else single(b, SINGLE[kind]!, facts);
    premium(b, kind, facts);
    b.add("G28", "standard", "noFee");
  }
  return summarize(b, kind === null ? ["kind"] : []);
}

/** Totals (counted lines), amounts by payer and the union of the facts asked for. */
export function summarize(b: { date: string; lines: FeeLineResult[]; notes: FeeNote[] }, extraMissing: MissingFact[] = []): FeeResult {
  const byPayer = Object.fromEntries(PAYERS.map((p) => [p, 0])) as Record<Payer, number>;
  let totalCents = 0;
  for (const l of b.lines) {
    if (!l.counted) continue;
    totalCents += l.amountCents;
    byPayer[l.payer] += l.amountCents;
  }
  const missing = [...new Set([...extraMissing, ...b.lines.flatMap((l) => l.needs)])];
  return { postmarkDate: b.date, lines: b.lines, totalCents, byPayer, missing, notes: b.notes };
}

/** The RFE response: no USCIS fee, unless premium processing is asked for now (an upgrade) on a petition that had none. */
export function rfeFeesFor(input: { kind: CaseKind | null; petitionPremium: boolean; premiumUpgrade: boolean }, postmarkDate: string): FeeResult {
  const b = new Builder(postmarkDate);
  b.note("rfeNoFee");
  if (input.premiumUpgrade) {
    if (input.petitionPremium) b.note("premiumAlready");
    else {
      const kind = input.kind;
      const own = ownPremiumVariant(kind);
      const offered = own ? rateOn("I907", own, postmarkDate) !== null : kind !== null && (I129[kind] !== undefined || kind === "i140" || kind === "i140_i485");
      if (offered) {
        b.note("premiumUpgrade");
        b.add("I907", own ?? "standard", "premium");
      } else b.note("premiumNotOffered");
    }
  }
  return summarize(b, input.premiumUpgrade && input.kind === null ? ["kind"] : []);
}
