// The USCIS fee schedule as data with effective dates (pure, isomorphic). Each entry is one amount of
// one fee for one variant (standard, small employer, non-profit …), in force from `from` to `until`
// (inclusive YYYY-MM-DD; null: still in force). The postmark / filing date picks the entry
// (`rateOn`). Sources, reasoning and what a lawyer should check: ./README.md.

/** Who must pay a fee. `either`: the law lets the employer or the worker pay it. */
export type Payer = "employer" | "beneficiary" | "either";

export const PAYERS: readonly Payer[] = ["employer", "beneficiary", "either"];

export type FeeCode =
  | "H1B_REGISTRATION"
  | "I129_H1B"
  | "I129_L"
  | "I129_O"
  | "I129_E_TN"
  | "I129F"
  | "ASYLUM_PROGRAM"
  | "ACWIA"
  | "FRAUD_PREVENTION"
  | "PL_114_113_H1B"
  | "PL_114_113_L"
  | "H1B_PROCLAMATION"
  | "I907"
  | "I140"
  | "I485"
  | "BIOMETRICS"
  | "I765"
  | "I131"
  | "I130"
  | "I539"
  | "I751"
  | "N400"
  | "N600"
  | "G28";

/**
 * Which amount of a fee: `standard` (the full fee), `reduced` (I-129: ≤25 FTE or non-profit),
 * `small` (≤25 FTE), `nonprofit`, `under14` (I-485 of a child under 14 filed with a parent's),
 * `withI485` (I-765 while the applicant's I-485 filed under this rule is pending), `online`;
 * for the I-907: `forI539` and `forI765` (premium processing of an I-539 or an I-765, at their own rates).
 */
export type FeeVariant = "standard" | "reduced" | "small" | "nonprofit" | "under14" | "withI485" | "online" | "forI539" | "forI765";

export type FeeEntry = {
  code: FeeCode;
  /** The form the fee goes with (the fee is paid with it, or separately for the proclamation payment). */
  form: string;
  label: string;
  variant: FeeVariant;
  amountCents: number;
  /** Inclusive calendar dates, YYYY-MM-DD; `until` null while in force. */
  from: string;
  until: string | null;
  payer: Payer;
  /** When the variant applies, in words (the code that picks it: ./fees-for.ts). */
  conditions: string;
  /** The rule or edition the amount comes from. */
  source: string;
};

/** The fee rule of 2024 (89 FR 6194), in force from 2024-04-01; the 2016 schedule (81 FR 73292) ended the day before. */
export const FEE_RULE_2024 = "2024-04-01";
const OLD_UNTIL = "2024-03-31";
const RULE_2016 = "2016 fee rule (81 FR 73292)";
const RULE_2024 = "2024 fee rule (89 FR 6194)";
/** Premium processing: 89 FR 9763 (from 2024-02-26); the inflation adjustment of 91 FR 1059 from 2026-03-01. */
export const PREMIUM_2026 = "2026-03-01";
/** "Adjustment to Premium Processing Fees", final rule, 91 FR 1059 (2026-01-12, FR Doc. 2026-00321), postmarked on or after 2026-03-01. */
const PREMIUM_RULE_2026 = "91 FR 1059 (Adjustment to Premium Processing Fees, 2026-01-12)";
/** The previous adjustment, in force from 2024-02-26 ($1,750 → $1,965, $1,500 → $1,685, $2,500 → $2,805). */
const PREMIUM_RULE_2024 = "88 FR 89539 (Adjustment to Premium Processing Fees, 2023-12-28)";
/** Presidential Proclamation "Restriction on Entry of Certain Nonimmigrant Workers" (2025-09-19). */
export const PROCLAMATION_FROM = "2025-09-21";

/** The small-employer line of the 2024 rule: 25 or fewer full-time-equivalent employees. */
export const SMALL_EMPLOYER_MAX_FTE = 25;
/** Public Law 114-113: 50 or more employees in the United States. */
export const FIFTY_FIFTY_MIN_EMPLOYEES = 50;

type Base = Omit<FeeEntry, "variant" | "amountCents" | "from" | "until" | "conditions" | "source">;
const e = (b: Base, variant: FeeVariant, amountCents: number, from: string, until: string | null, source: string, conditions: string): FeeEntry => ({
  ...b,
  variant,
  amountCents,
  from,
  until,
  source,
  conditions,
});
/** A form whose fee changed on 2024-04-01: the 2016 amount until then, the 2024 amount from then. */
const changed = (b: Base, oldCents: number, newCents: number, variant: FeeVariant = "standard", conditions = "all filers"): FeeEntry[] => [
  e(b, variant, oldCents, "2016-12-23", OLD_UNTIL, RULE_2016, conditions),
  e(b, variant, newCents, FEE_RULE_2024, null, RULE_2024, conditions),
];

const SMALL_OR_NP = "25 or fewer full-time-equivalent employees, or a non-profit";

// Who pays — the legal reasons:
// - H-1B petition fees (I-129, Asylum Program fee, fraud fee, PL 114-113, the proclamation payment): the
//   employer. ACWIA: INA 212(n)(2)(C)(vi)(II) and 20 CFR 655.731(c)(10)(ii) forbid the worker to pay it.
//   The others: DOL treats the H-1B petition's costs as the employer's business expense, which may not
//   bring the worker's pay under the LCA wage (20 CFR 655.731(c)(9)); the fraud fee and PL 114-113 fee are
//   imposed on the employer by statute (INA 214(c)(12), (13); Pub. L. 114-113 div. O §411).
// - Other I-129 classifications (L, O, E, TN) and I-140: the petitioner files, but no rule forbids the
//   worker to pay (PERM labor certification costs are the employer's, 20 CFR 656.12(b), the I-140's are not).
// - The applicant's own applications (I-485, I-765, I-131, I-539, N-400, N-600): the beneficiary, though an
//   employer may choose to pay them.
// - Premium processing (I-907): either (8 CFR 106.4; only the H-1B LCA wage rule limits it when the
//   employer needs the speed — a lawyer's call).
const H1B: Base = { code: "I129_H1B", form: "I-129", label: "Form I-129, H-1B petition", payer: "employer" };
const L: Base = { code: "I129_L", form: "I-129", label: "Form I-129, L-1 petition", payer: "either" };
const O: Base = { code: "I129_O", form: "I-129", label: "Form I-129, O petition", payer: "either" };
const ETN: Base = { code: "I129_E_TN", form: "I-129", label: "Form I-129, E / TN petition", payer: "either" };
const ASYLUM: Base = { code: "ASYLUM_PROGRAM", form: "I-129 / I-140", label: "Asylum Program Fee", payer: "employer" };
const ACWIA: Base = { code: "ACWIA", form: "I-129", label: "ACWIA training fee (H-1B)", payer: "employer" };
const FRAUD: Base = { code: "FRAUD_PREVENTION", form: "I-129", label: "Fraud Prevention and Detection Fee", payer: "employer" };
const PREMIUM: Base = { code: "I907", form: "I-907", label: "Form I-907, premium processing", payer: "either" };
const I485: Base = { code: "I485", form: "I-485", label: "Form I-485, adjustment of status", payer: "beneficiary" };
const I765: Base = { code: "I765", form: "I-765", label: "Form I-765, employment authorization", payer: "beneficiary" };

export const SCHEDULE: readonly FeeEntry[] = [
  // H-1B cap registration (paid by the registrant employer); $10 until the FY 2026 season (opened 2025-03-07).
  e({ code: "H1B_REGISTRATION", form: "H-1B registration", label: "H-1B electronic registration fee", payer: "employer" }, "standard", 1000, "2020-03-01", "2025-03-06", "84 FR 60307", "each registration"),
  e({ code: "H1B_REGISTRATION", form: "H-1B registration", label: "H-1B electronic registration fee", payer: "employer" }, "standard", 21500, "2025-03-07", null, RULE_2024, "each registration (from the FY 2026 season)"),

  // I-129 by classification: one fee for everyone until 2024-03-31, then full and reduced amounts.
  e(H1B, "standard", 46000, "2016-12-23", OLD_UNTIL, RULE_2016, "all petitioners"),
  e(H1B, "reduced", 46000, "2016-12-23", OLD_UNTIL, RULE_2016, "all petitioners"),
  e(H1B, "standard", 78000, FEE_RULE_2024, null, RULE_2024, "26 or more full-time-equivalent employees, not a non-profit"),
  e(H1B, "reduced", 46000, FEE_RULE_2024, null, RULE_2024, SMALL_OR_NP),
  e(L, "standard", 46000, "2016-12-23", OLD_UNTIL, RULE_2016, "all petitioners"),
  e(L, "reduced", 46000, "2016-12-23", OLD_UNTIL, RULE_2016, "all petitioners"),
  e(L, "standard", 138500, FEE_RULE_2024, null, RULE_2024, "26 or more full-time-equivalent employees, not a non-profit"),
  e(L, "reduced", 69500, FEE_RULE_2024, null, RULE_2024, SMALL_OR_NP),
  e(O, "standard", 46000, "2016-12-23", OLD_UNTIL, RULE_2016, "all petitioners"),
  e(O, "reduced", 46000, "2016-12-23", OLD_UNTIL, RULE_2016, "all petitioners"),
  e(O, "standard", 105500, FEE_RULE_2024, null, RULE_2024, "26 or more full-time-equivalent employees, not a non-profit"),
  e(O, "reduced", 53000, FEE_RULE_2024, null, RULE_2024, SMALL_OR_NP),
  e(ETN, "standard", 46000, "2016-12-23", OLD_UNTIL, RULE_2016, "all petitioners"),
  e(ETN, "reduced", 46000, "2016-12-23", OLD_UNTIL, RULE_2016, "all petitioners"),
  e(ETN, "standard", 101500, FEE_RULE_2024, null, RULE_2024, "26 or more full-time-equivalent employees, not a non-profit"),
  e(ETN, "reduced", 51000, FEE_RULE_2024, null, RULE_2024, SMALL_OR_NP),

  // Asylum Program Fee (new in 2024) with every I-129 and I-140.
  e(ASYLUM, "standard", 60000, FEE_RULE_2024, null, RULE_2024, "26 or more full-time-equivalent employees"),
  e(ASYLUM, "small", 30000, FEE_RULE_2024, null, RULE_2024, "25 or fewer full-time-equivalent employees"),
  e(ASYLUM, "nonprofit", 0, FEE_RULE_2024, null, RULE_2024, "non-profit petitioner"),

  // Statutory fees, unchanged by the 2024 rule (INA 214(c)(9), (12); Pub. L. 114-113).
  e(ACWIA, "standard", 150000, "2004-12-08", null, "INA 214(c)(9) (H-1B Visa Reform Act of 2004)", "26 or more full-time-equivalent employees in the US"),
  e(ACWIA, "small", 75000, "2004-12-08", null, "INA 214(c)(9) (H-1B Visa Reform Act of 2004)", "25 or fewer full-time-equivalent employees in the US"),
  e(FRAUD, "standard", 50000, "2005-03-08", null, "INA 214(c)(12)", "H-1B or L-1: initial petition or a change of employer"),
  e({ code: "PL_114_113_H1B", form: "I-129", label: "Public Law 114-113 fee (H-1B)", payer: "employer" }, "standard", 400000, "2015-12-18", "2031-09-30", "Pub. L. 114-113 div. O §411, extended by Pub. L. 117-58", "50+ US employees, more than half in H-1B or L status; initial or change of employer"),
  e({ code: "PL_114_113_L", form: "I-129", label: "Public Law 114-113 fee (L-1)", payer: "employer" }, "standard", 450000, "2015-12-18", "2031-09-30", "Pub. L. 114-113 div. O §411, extended by Pub. L. 117-58", "50+ US employees, more than half in H-1B or L status; initial or change of employer"),
  e(
    { code: "H1B_PROCLAMATION", form: "pay.gov", label: "H-1B $100,000 payment (Proclamation of 2025-09-19)", payer: "employer" },
    "standard",
    10_000_000,
    PROCLAMATION_FROM,
    "2026-09-20",
    "Presidential Proclamation of 2025-09-19; USCIS guidance of 2025-10-20",
    "new H-1B petition for a beneficiary outside the United States (not a change of status or extension inside the US); paid separately through pay.gov before filing",
  ),

  // Premium processing (I-907) for I-129 and I-140 classifications.
  e(PREMIUM, "standard", 250000, "2020-10-19", "2024-02-25", "USCIS Stabilization Act (Pub. L. 116-159)", "I-129 or I-140"),
  e(PREMIUM, "standard", 280500, "2024-02-26", "2026-02-28", "89 FR 9763", "I-129 or I-140"),
  e(PREMIUM, "standard", 296500, PREMIUM_2026, null, PREMIUM_RULE_2026, "I-129 or I-140"),
  // Premium processing of an I-539 (F, J, M, E, H-4, L-2, O-3, P-4, R-2 change or extension) and of an
  // I-765 (F-1 OPT and STEM OPT): their own rates. Before 2024-02-26 the schedule lists none (the
  // expansion to these forms in 2023 at $1,750 / $1,500 only matters for back-dated postmarks), and
  // fees-for never falls back to the I-129 rate for them.
  e(PREMIUM, "forI539", 196500, "2024-02-26", "2026-02-28", PREMIUM_RULE_2024, "with an I-539 (F, J, M, E, H-4, L-2, O-3, P-4, R-2)"),
  e(PREMIUM, "forI539", 207500, PREMIUM_2026, null, PREMIUM_RULE_2026, "with an I-539 (F, J, M, E, H-4, L-2, O-3, P-4, R-2)"),
  e(PREMIUM, "forI765", 168500, "2024-02-26", "2026-02-28", PREMIUM_RULE_2024, "with an I-765 (F-1 OPT, STEM OPT)"),
  e(PREMIUM, "forI765", 178000, PREMIUM_2026, null, PREMIUM_RULE_2026, "with an I-765 (F-1 OPT, STEM OPT)"),

  // Immigrant petitions and applications.
  ...changed({ code: "I140", form: "I-140", label: "Form I-140, immigrant petition", payer: "either" }, 70000, 71500),
  ...changed(I485, 114000, 144000, "standard", "applicant 14 or older, or under 14 filing alone"),
  ...changed(I485, 75000, 95000, "under14", "under 14, filed together with a parent's I-485"),
  // Before 2024-04-01 biometrics were a separate $85 (I-485 from 14 to 78; I-539); since then they are in the fee.
  e({ code: "BIOMETRICS", form: "I-485 / I-539", label: "Biometric services fee", payer: "beneficiary" }, "standard", 8500, "2016-12-23", OLD_UNTIL, RULE_2016, "I-485 applicants 14 to 78; I-539 applicants"),
  // Before 2024-04-01 an I-765 or I-131 filed with a pending I-485 had no fee (bundled); from then it has.
  e(I765, "standard", 41000, "2016-12-23", OLD_UNTIL, RULE_2016, "all filers"),
  e(I765, "withI485", 0, "2016-12-23", OLD_UNTIL, RULE_2016, "with a pending I-485 (bundled)"),
  e(I765, "standard", 52000, FEE_RULE_2024, null, RULE_2024, "paper filing"),
  e(I765, "online", 47000, FEE_RULE_2024, null, RULE_2024, "online filing"),
  e(I765, "withI485", 26000, FEE_RULE_2024, null, RULE_2024, "with an I-485 filed on or after 2024-04-01 and pending"),
  ...changed({ code: "I131", form: "I-131", label: "Form I-131, travel document (advance parole)", payer: "beneficiary" }, 57500, 63000),
  e({ code: "I131", form: "I-131", label: "Form I-131, travel document (advance parole)", payer: "beneficiary" }, "withI485", 0, "2016-12-23", OLD_UNTIL, RULE_2016, "with a pending I-485 (bundled)"),
  e({ code: "I131", form: "I-131", label: "Form I-131, travel document (advance parole)", payer: "beneficiary" }, "withI485", 63000, FEE_RULE_2024, null, RULE_2024, "no bundle since 2024-04-01"),
  ...changed({ code: "I130", form: "I-130", label: "Form I-130, petition for alien relative", payer: "either" }, 53500, 67500, "standard", "paper filing"),
  e({ code: "I130", form: "I-130", label: "Form I-130, petition for alien relative", payer: "either" }, "online", 62500, FEE_RULE_2024, null, RULE_2024, "online filing"),
  ...changed({ code: "I539", form: "I-539", label: "Form I-539, change or extension of stay", payer: "beneficiary" }, 37000, 47000, "standard", "paper filing"),
  e({ code: "I539", form: "I-539", label: "Form I-539, change or extension of stay", payer: "beneficiary" }, "online", 42000, FEE_RULE_2024, null, RULE_2024, "online filing"),
  ...changed({ code: "I129F", form: "I-129F", label: "Form I-129F, fiancé(e) petition", payer: "either" }, 53500, 67500),
  ...changed({ code: "I751", form: "I-751", label: "Form I-751, removal of conditions", payer: "beneficiary" }, 59500, 75000),
  ...changed({ code: "N400", form: "N-400", label: "Form N-400, naturalization", payer: "beneficiary" }, 64000, 76000, "standard", "paper filing"),
  e({ code: "N400", form: "N-400", label: "Form N-400, naturalization", payer: "beneficiary" }, "online", 71000, FEE_RULE_2024, null, RULE_2024, "online filing"),
  ...changed({ code: "N600", form: "N-600", label: "Form N-600, certificate of citizenship", payer: "beneficiary" }, 117000, 138500, "standard", "paper filing"),
  e({ code: "N600", form: "N-600", label: "Form N-600, certificate of citizenship", payer: "beneficiary" }, "online", 133500, FEE_RULE_2024, null, RULE_2024, "online filing"),
  e({ code: "G28", form: "G-28", label: "Form G-28, notice of appearance of the attorney", payer: "either" }, "standard", 0, "2000-01-01", null, "8 CFR 106.2 (no fee)", "no fee"),
];

/** Inclusive range check on YYYY-MM-DD strings (they sort as dates). */
export const inForce = (entry: Pick<FeeEntry, "from" | "until">, date: string): boolean => entry.from <= date && (entry.until === null || date <= entry.until);

/** Variants that never fall back to the standard amount (the I-907 of an I-539 or I-765 is not the I-129's). */
const OWN_RATE: readonly FeeVariant[] = ["forI539", "forI765"];

/** The entry of a fee for a variant on a date; falls back to the standard variant when the date has no such variant (not for `forI539` / `forI765`). Null: no such fee that day. */
export function rateOn(code: FeeCode, variant: FeeVariant, date: string): FeeEntry | null {
  const of = (v: FeeVariant) => SCHEDULE.find((x) => x.code === code && x.variant === v && inForce(x, date)) ?? null;
  return of(variant) ?? (variant === "standard" || OWN_RATE.includes(variant) ? null : of("standard"));
}
