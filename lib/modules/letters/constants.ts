// The letter templates' constants, zod-free (screens import them): the kinds of letter, the languages,
// and the merge fields a template may name — each a path into the data of one case (the case, its
// primary beneficiary, its client with the authorised signatory, its latest LCA, the firm, the assigned
// attorney) and today's date. Labels: messages/<locale>/letters.json "fields.<path>".

export const LETTER_KINDS = ["support_letter", "cover_letter", "g28_cover", "engagement_letter", "expert_opinion_request", "rfe_response_cover", "other"] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

export const LETTER_LANGUAGES = ["en", "es"] as const;
export type LetterLanguage = (typeof LETTER_LANGUAGES)[number];

export const LETTER_FORMATS = ["pdf", "docx"] as const;
export type LetterFormat = (typeof LETTER_FORMATS)[number];

export const FIELD_GROUPS = ["case", "beneficiary", "petitioner", "lca", "firm", "attorney", "letter"] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];

/** Every merge field, by group, in the picker's order. */
export const MERGE_FIELDS = {
  case: ["case.number", "case.type", "case.subType", "case.title", "case.receiptNumber", "case.receiptDate", "case.validityStart", "case.validityEnd", "case.deadline"],
  beneficiary: [
    "beneficiary.fullName",
    "beneficiary.firstName",
    "beneficiary.middleName",
    "beneficiary.lastName",
    "beneficiary.email",
    "beneficiary.dateOfBirth",
    "beneficiary.countryOfBirth",
    "beneficiary.citizenship",
    "beneficiary.passportNumber",
    "beneficiary.passportExpiry",
    "beneficiary.i94Number",
    "beneficiary.address",
  ],
  petitioner: [
    "petitioner.name",
    "petitioner.fein",
    "petitioner.address",
    "petitioner.website",
    "petitioner.employeeCount",
    "petitioner.yearEstablished",
    "petitioner.naicsCode",
    "petitioner.signatoryName",
    "petitioner.signatoryTitle",
  ],
  lca: ["lca.number", "lca.jobTitle", "lca.socCode", "lca.wage", "lca.worksite", "lca.startDate", "lca.endDate"],
  firm: ["firm.name", "firm.address", "firm.phone", "firm.website"],
  attorney: ["attorney.name"],
  letter: ["today"],
} as const satisfies Record<FieldGroup, readonly string[]>;

export type MergeField = (typeof MERGE_FIELDS)[FieldGroup][number];
export const MERGE_FIELD_PATHS: readonly MergeField[] = Object.values(MERGE_FIELDS).flat();
const KNOWN = new Set<string>(MERGE_FIELD_PATHS);
export const isMergeField = (path: string): path is MergeField => KNOWN.has(path);

/** The longest template body (characters). */
export const LETTER_BODY_MAX = 20_000;
