// The questionnaires' sections and fields as data: the form renders its steps from it, the read-only
// view formats the submitted answers with it, and the blank form values come from it. The rules live
// in the contract's zod schemas; this only says how each field is shown.
import type { MasterCategory } from "@/lib/modules/masterdata/categories";
import { GENDERS, RELATIONS } from "@/lib/modules/beneficiaries/contract";
import { toAddressFormValues } from "@/components/form/address-fields";
import { EDUCATION_LEVELS, SPONSOR_ANSWER_REVIEW, SPONSOR_RELATIONSHIPS, type QuestionnaireKind } from "../contract";

type FieldType = "text" | "email" | "tel" | "textarea" | "date" | "int" | "money" | "country" | "choice" | "master" | "checkbox" | "address" | "receipts";

export type FieldSpec = {
  key: string;
  type: FieldType;
  required?: boolean;
  choices?: readonly string[];
  master?: MasterCategory;
  /** Shown only while another field of the same entry has this value (e.g. a checkbox ticked). */
  showIf?: { key: string; value: unknown };
  wide?: boolean;
  autoComplete?: string;
};

export type SectionSpec = {
  key: string;
  /** A list of entries (education, employment, dependants) instead of one set of fields. */
  list?: { max: number; min?: number };
  fields: FieldSpec[];
};

const identity: FieldSpec[] = [
  { key: "firstName", type: "text", required: true, autoComplete: "given-name" },
  { key: "middleName", type: "text", autoComplete: "additional-name" },
  { key: "lastName", type: "text", required: true, autoComplete: "family-name" },
];

/** Degrees, highest first (the beneficiary's and the PERM worker's questionnaires). */
const education: SectionSpec = {
  key: "education",
  list: { max: 10, min: 1 },
  fields: [
    { key: "degree", type: "text", required: true },
    { key: "field", type: "text", required: true },
    { key: "institution", type: "text", required: true },
    { key: "countryId", type: "country", required: true },
    { key: "startDate", type: "date", required: true },
    { key: "endDate", type: "date" },
  ],
};

export const FORM_SPEC: Record<QuestionnaireKind, SectionSpec[]> = {
  beneficiary: [
    {
      key: "identity",
      fields: [
        ...identity,
        { key: "otherNames", type: "text" },
        { key: "dateOfBirth", type: "date", required: true, autoComplete: "bday" },
        { key: "gender", type: "choice", choices: GENDERS, required: true },
        { key: "countryOfBirthId", type: "country", required: true },
        { key: "citizenshipCountryId", type: "country", required: true },
        { key: "email", type: "email", autoComplete: "email" },
        { key: "phone", type: "tel", autoComplete: "tel" },
      ],
    },
    {
      key: "passport",
      fields: [
        { key: "passportCountryId", type: "country", required: true },
        { key: "passportNumber", type: "text", required: true },
        { key: "issueDate", type: "date", required: true },
        { key: "expiryDate", type: "date", required: true },
      ],
    },
    { key: "addresses", fields: [{ key: "current", type: "address", required: true, wide: true }, { key: "foreign", type: "address", wide: true }] },
    education,
    {
      key: "employment",
      list: { max: 20 },
      fields: [
        { key: "employer", type: "text", required: true },
        { key: "title", type: "text", required: true },
        { key: "countryId", type: "country", required: true },
        { key: "startDate", type: "date", required: true },
        { key: "endDate", type: "date" },
        { key: "duties", type: "textarea", wide: true },
      ],
    },
    {
      key: "dependants",
      list: { max: 20 },
      fields: [
        { key: "relation", type: "choice", choices: RELATIONS, required: true },
        { key: "firstName", type: "text", required: true },
        { key: "lastName", type: "text", required: true },
        { key: "dateOfBirth", type: "date", required: true },
        { key: "countryOfBirthId", type: "country", required: true },
      ],
    },
    {
      key: "immigration",
      fields: [
        { key: "inUnitedStates", type: "checkbox", wide: true },
        { key: "currentStatus", type: "text", required: true, showIf: { key: "inUnitedStates", value: true } },
        { key: "lastEntryDate", type: "date", required: true, showIf: { key: "inUnitedStates", value: true } },
        { key: "i94Number", type: "text", required: true, showIf: { key: "inUnitedStates", value: true } },
        { key: "previousH1b", type: "checkbox", wide: true },
        { key: "receiptNumbers", type: "receipts", required: true, wide: true, showIf: { key: "previousH1b", value: true } },
      ],
    },
  ],
  petitioner: [
    {
      key: "company",
      fields: [
        { key: "legalName", type: "text", required: true, autoComplete: "organization", wide: true },
        { key: "fein", type: "text", required: true },
        { key: "naicsCode", type: "text", required: true },
        { key: "yearEstablished", type: "int" },
        { key: "employeeCount", type: "int", required: true },
        { key: "grossIncome", type: "money", required: true },
        { key: "address", type: "address", required: true, wide: true },
      ],
    },
    {
      key: "job",
      fields: [
        { key: "title", type: "text", required: true },
        { key: "socCodeId", type: "master", master: "soc_codes", required: true },
        { key: "wageAmount", type: "money", required: true },
        { key: "wageFrequencyId", type: "master", master: "salary_frequencies", required: true },
        { key: "wageLevelId", type: "master", master: "wage_levels", required: true },
        { key: "startDate", type: "date", required: true },
        { key: "endDate", type: "date", required: true },
        { key: "worksite", type: "address", required: true, wide: true },
      ],
    },
  ],
  sponsor: [
    {
      key: "identity",
      fields: [
        ...identity,
        { key: "dateOfBirth", type: "date", required: true, autoComplete: "bday" },
        { key: "citizenshipCountryId", type: "country", required: true },
        { key: "email", type: "email", autoComplete: "email" },
        { key: "phone", type: "tel", autoComplete: "tel" },
      ],
    },
    {
      key: "relationship",
      fields: [
        { key: "relationship", type: "choice", choices: SPONSOR_RELATIONSHIPS, required: true },
        { key: "details", type: "text", required: true, showIf: { key: "relationship", value: "other" } },
      ],
    },
    { key: "address", fields: [{ key: "address", type: "address", required: true, wide: true }] },
    {
      key: "income",
      fields: [
        { key: "occupation", type: "text", required: true },
        { key: "employer", type: "text" },
        { key: "annualIncome", type: "money", required: true },
        { key: "householdSize", type: "int", required: true },
      ],
    },
  ],
  perm_employer: [
    {
      key: "employer",
      fields: [
        { key: "legalName", type: "text", required: true, autoComplete: "organization", wide: true },
        { key: "fein", type: "text", required: true },
        { key: "naicsCode", type: "text", required: true },
        { key: "yearEstablished", type: "int", required: true },
        { key: "employeeCount", type: "int", required: true },
        { key: "address", type: "address", required: true, wide: true },
        { key: "contactName", type: "text", required: true, autoComplete: "name" },
        { key: "contactTitle", type: "text", required: true, autoComplete: "organization-title" },
        { key: "contactEmail", type: "email", required: true, autoComplete: "email" },
        { key: "contactPhone", type: "tel", required: true, autoComplete: "tel" },
        { key: "ownershipInterest", type: "checkbox", wide: true },
        { key: "ownershipDetails", type: "textarea", required: true, wide: true, showIf: { key: "ownershipInterest", value: true } },
      ],
    },
    {
      key: "position",
      fields: [
        { key: "jobTitle", type: "text", required: true },
        { key: "socCodeId", type: "master", master: "soc_codes", required: true },
        { key: "duties", type: "textarea", required: true, wide: true },
        { key: "educationLevel", type: "choice", choices: EDUCATION_LEVELS, required: true },
        { key: "educationField", type: "text" },
        { key: "experienceMonths", type: "int" },
        { key: "alternateRequirements", type: "textarea", wide: true },
        { key: "specialRequirements", type: "textarea", wide: true },
        { key: "worksite", type: "address", required: true, wide: true },
        { key: "hoursPerWeek", type: "int", required: true },
        { key: "wageFrom", type: "money", required: true },
        { key: "wageTo", type: "money" },
        { key: "wageFrequencyId", type: "master", master: "salary_frequencies", required: true },
        { key: "travelRequired", type: "checkbox", wide: true },
      ],
    },
    {
      key: "recruitment",
      fields: [
        { key: "layoffs", type: "checkbox", wide: true },
        { key: "layoffDetails", type: "textarea", required: true, wide: true, showIf: { key: "layoffs", value: true } },
        { key: "usApplicants", type: "int", required: true },
        { key: "rejectionReasons", type: "textarea", wide: true },
      ],
    },
  ],
  perm_beneficiary: [
    {
      key: "worker",
      fields: [
        ...identity,
        { key: "dateOfBirth", type: "date", required: true, autoComplete: "bday" },
        { key: "countryOfBirthId", type: "country", required: true },
        { key: "citizenshipCountryId", type: "country", required: true },
        { key: "email", type: "email", autoComplete: "email" },
        { key: "phone", type: "tel", autoComplete: "tel" },
        { key: "address", type: "address", required: true, wide: true },
        { key: "currentStatus", type: "text" },
        { key: "i94Number", type: "text" },
        { key: "alienNumber", type: "text" },
      ],
    },
    education,
    {
      key: "experience",
      list: { max: 20 },
      fields: [
        { key: "employer", type: "text", required: true },
        { key: "title", type: "text", required: true },
        { key: "countryId", type: "country", required: true },
        { key: "hoursPerWeek", type: "int", required: true },
        { key: "startDate", type: "date", required: true },
        { key: "endDate", type: "date" },
        { key: "duties", type: "textarea", required: true, wide: true },
      ],
    },
    {
      key: "qualifications",
      fields: [
        { key: "training", type: "textarea", wide: true },
        { key: "licenses", type: "textarea", wide: true },
        { key: "languages", type: "text" },
        { key: "experienceWithEmployer", type: "checkbox", wide: true },
        { key: "experienceWithEmployerDetails", type: "textarea", required: true, wide: true, showIf: { key: "experienceWithEmployer", value: true } },
      ],
    },
  ],
  sponsor_confirmation: [
    {
      key: "review",
      fields: [
        { key: "answersCorrect", type: "choice", choices: SPONSOR_ANSWER_REVIEW, required: true },
        { key: "corrections", type: "textarea", required: true, showIf: { key: "answersCorrect", value: "no" }, wide: true },
      ],
    },
    {
      key: "commitment",
      fields: [
        { key: "obligations", type: "checkbox", required: true, wide: true },
        { key: "fullName", type: "text", required: true, autoComplete: "name" },
      ],
    },
  ],
};

function blankValue(f: FieldSpec): unknown {
  if (f.type === "checkbox") return false;
  if (f.type === "address") return toAddressFormValues(null);
  if (f.type === "receipts") return [];
  if (f.type === "country" || f.type === "master") return undefined;
  return "";
}

export function blankEntry(section: SectionSpec): Record<string, unknown> {
  return Object.fromEntries(section.fields.map((f) => [f.key, blankValue(f)]));
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

/** The form's starting values: saved progress first, else the firm's records, over blank fields. */
export function initialValues(kind: QuestionnaireKind, answers: Record<string, unknown>, prefill: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const s of FORM_SPEC[kind]) {
    const saved = answers[s.key];
    if (s.list) {
      // A list never saved starts from the firm's records (e.g. the dependants on file).
      const source = Array.isArray(saved) ? saved : Array.isArray(prefill[s.key]) ? (prefill[s.key] as unknown[]) : [];
      const items = source.filter(isObject);
      out[s.key] = items.length ? items.map((i) => ({ ...blankEntry(s), ...i })) : s.list.min ? [blankEntry(s)] : [];
      continue;
    }
    const from = isObject(saved) ? saved : isObject(prefill[s.key]) ? (prefill[s.key] as Record<string, unknown>) : {};
    const entry: Record<string, unknown> = { ...blankEntry(s), ...from };
    for (const f of s.fields) {
      const a = from[f.key];
      if (f.type === "address") entry[f.key] = { ...toAddressFormValues(null), ...(isObject(a) ? a : {}) };
    }
    out[s.key] = entry;
  }
  return out;
}
