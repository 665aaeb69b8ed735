// The facts a filing's USCIS fees depend on, and the case kinds the case types map to (pure, zod-free).

/** What is filed, from the case type and sub type (db/seed/reference/petition-types.ts). `none`: no USCIS fee (DOL or consular filings). */
export const CASE_KINDS = [
  "h1b_registration",
  "h1b_new",
  "h1b_extension",
  "h1b_amendment",
  "h1b_change_of_employer",
  "l1_new",
  "l1_extension",
  "o_new",
  "o_extension",
  "e_tn",
  "i140",
  "i140_i485",
  "i485",
  "i130",
  "i129f",
  "i751",
  "i539",
  "i765",
  "n400",
  "n600",
  "none",
] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

/** Facts a line may need and the firm may have to enter. */
export const MISSING_FACTS = ["kind", "employeeCount", "fiftyFifty", "beneficiaryOutsideUs", "applicantAge", "amendmentRequestsExtension"] as const;
export type MissingFact = (typeof MISSING_FACTS)[number];

export type FeeFacts = {
  kind: CaseKind | null;
  /** The petitioner's full-time-equivalent employees (in the US for ACWIA); null: unknown. */
  employeeCount: number | null;
  /** A non-profit petitioner (I-129 reduced fee, $0 Asylum Program fee). A firm-entered flag: no client field holds it. */
  nonprofit: boolean;
  /** Exempt from the ACWIA fee (institution of higher education, its affiliated non-profit, non-profit or governmental research organization …). */
  acwiaExempt: boolean;
  /** 50+ US employees of whom more than half are in H-1B or L status (Public Law 114-113); null: unknown. */
  fiftyFifty: boolean | null;
  premiumProcessing: boolean;
  /** The beneficiary is outside the United States (or consular notification is asked for); null: unknown. */
  beneficiaryOutsideUs: boolean | null;
  /** The I-485 applicant's age on the filing date; null: unknown. */
  applicantAge: number | null;
  /** An applicant under 14 files with a parent's I-485. */
  filingWithParent: boolean;
  /** Filed online where USCIS offers it (I-130, I-539, I-765, N-400, N-600); else on paper. */
  onlineFiling: boolean;
  /** An H-1B amendment that also asks for an extension of stay (then the ACWIA fee applies); null: unknown. */
  amendmentRequestsExtension: boolean | null;
  /** With an I-485: an I-765 (work permit) and / or an I-131 (advance parole) filed with it. */
  withI765: boolean;
  withI131: boolean;
};

/** Facts the firm may enter or correct in a call (everything but what only the case knows). */
export type FeeFactOverrides = Partial<FeeFacts>;

export const NO_FACTS: FeeFacts = {
  kind: null,
  employeeCount: null,
  nonprofit: false,
  acwiaExempt: false,
  fiftyFifty: null,
  premiumProcessing: false,
  beneficiaryOutsideUs: null,
  applicantAge: null,
  filingWithParent: false,
  onlineFiling: false,
  amendmentRequestsExtension: null,
  withI765: false,
  withI131: false,
};

const BY_SUB_TYPE: Record<number, CaseKind> = {
  1: "h1b_registration",
  2: "h1b_new",
  3: "h1b_extension",
  4: "h1b_amendment",
  5: "h1b_change_of_employer",
  6: "h1b_new",
  7: "h1b_new", // concurrent employment: a new employer
  8: "l1_new",
  9: "l1_new",
  10: "none", // L-1 blanket (I-129S): its fees are paid at the consulate
  11: "l1_extension",
  12: "none", // PERM (DOL)
  13: "i140",
  14: "i485",
  15: "i140", // GC employment: the I-140 stage (i140_i485 when filed concurrently)
  16: "i140",
  17: "i140",
  18: "i140",
  19: "i140",
  20: "none", // consular processing (Department of State fees)
  21: "o_new",
  22: "o_new",
  23: "o_extension",
  24: "e_tn",
  25: "e_tn",
  26: "e_tn",
  27: "e_tn",
  28: "i130",
  29: "i130",
  30: "i129f",
  31: "i751",
  32: "i539",
  33: "i765",
  34: "i539",
  35: "none", // LCA (DOL)
  36: "none", // PWD (DOL)
  37: "n400",
  38: "n600",
};

/** Types whose every sub type has no USCIS fee. */
const NO_FEE_TYPES = new Set([9, 10]);

/** The case kind of a case type / sub type; null when the sub type does not say (the firm picks it). */
export function caseKindOf(typeId: number, subTypeId: number | null): CaseKind | null {
  if (subTypeId !== null && BY_SUB_TYPE[subTypeId]) return BY_SUB_TYPE[subTypeId];
  return NO_FEE_TYPES.has(typeId) ? "none" : null;
}
