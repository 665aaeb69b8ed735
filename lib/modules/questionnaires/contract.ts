// Questionnaires sent by token link (/api/petition/send-questionnaire, /api/questionnaire/*): the
// request schemas and the three questionnaires (beneficiary, petitioner, sponsor) as zod schemas used
// by the form (react-hook-form + zodResolver) and by the server (save/submit) alike.
import { z } from "zod";
import { GENDERS, ONE_SPOUSE_MESSAGE, RELATIONS } from "@/lib/modules/beneficiaries/contract";
import { MSG } from "@/lib/shared/validation/messages";
import { isValidI94, normalizeI94 } from "@/lib/shared/validation/identity";
import { passportIssue, v } from "@/lib/shared/validation/zod";

// ---------- constants ----------

export const QUESTIONNAIRE_KINDS = ["beneficiary", "petitioner", "sponsor"] as const;
export type QuestionnaireKind = (typeof QUESTIONNAIRE_KINDS)[number];

export type QuestionnaireStatus = "sent" | "in_progress" | "submitted";

/** Version of the questionnaire shapes below; stored answers and the details answer carry it. */
export const QUESTIONNAIRE_SCHEMA_VERSION = 1;
/** A link is valid for 14 days from sending (a newer link for the same case, kind and beneficiary replaces it). */
export const QUESTIONNAIRE_TTL_DAYS = 14;

/** The page each kind's link opens (token in ?token=). */
export const FILL_PATHS: Record<QuestionnaireKind, string> = {
  beneficiary: "/app/fill-questionnaire",
  petitioner: "/app/fill-Petitioner-questionnaire",
  sponsor: "/app/fill-sponsor-questionnaire",
};
/** Read-only answers: staff with ?petitionId=, the person who filled it with ?token=. */
export const FILLED_PATH = "/app/filled-case-details";

export const QUESTIONNAIRE_SUBMITTED_MESSAGE = "This questionnaire was already submitted. Please contact your law firm if something needs to change";
export const QUESTIONNAIRE_EXPIRED_MESSAGE = "This questionnaire link has expired. Please contact your law firm for a new link";

/** The sections (form steps) of each questionnaire, in order. */
export const SECTIONS = {
  beneficiary: ["identity", "passport", "addresses", "education", "employment", "dependants", "immigration"],
  petitioner: ["company", "job"],
  sponsor: ["identity", "relationship", "address", "income"],
} as const satisfies Record<QuestionnaireKind, readonly string[]>;
export type SectionKey<K extends QuestionnaireKind = QuestionnaireKind> = (typeof SECTIONS)[K][number];

export const SPONSOR_RELATIONSHIPS = ["spouse", "parent", "child", "sibling", "employer", "other"] as const;

// ---------- field helpers ----------

const blankToUndefined = (x: unknown) => (x === "" || x === null ? undefined : x);

/** A choice from a fixed list: blank gives '*{field} is required'. */
function choice<T extends readonly [string, ...string[]]>(values: T, field: string) {
  return z.preprocess(
    blankToUndefined,
    z.enum(values, { error: (iss) => (iss.input === undefined ? MSG.required(field) : MSG.invalid(field)) }),
  );
}

/** A checkbox ("true"/"false" text accepted); missing is false. */
const flag = (field: string) =>
  z.preprocess((x) => (x === "true" ? true : x === "false" || x === undefined || x === null || x === "" ? false : x), z.boolean({ error: MSG.invalid(field) }));

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

/** An amount in US dollars as typed ("85,000.50", "$85000") or a number; the parsed value is integer cents. */
export function money(field: string, max = 1_000_000_000_000) {
  return z.preprocess(
    (x) => (typeof x === "number" ? String(x) : typeof x === "string" ? x.replace(/[\s,$]/g, "") : x),
    v
      .requiredString(field, 20)
      .refine((s) => s === "" || MONEY.test(s), { error: MSG.invalid(field), abort: true })
      .transform((s) => Math.round(Number(s) * 100))
      .refine((c) => c <= max * 100, { error: MSG.max(max) }),
  );
}

const passportNumber = v.requiredString("Passport Number", 20).transform((s) => s.replace(/\s+/g, "").toUpperCase());

const optionalI94 = v.optionalFormat(isValidI94, MSG.invalid("I-94 Number"), 20).transform((s) => (s === undefined ? undefined : normalizeI94(s)));

/** An address the person may leave empty: nothing typed gives undefined. */
function optionalAddress(field: string) {
  return z.preprocess((x) => {
    if (x === null || x === undefined) return undefined;
    if (typeof x !== "object") return x;
    const filled = Object.values(x as Record<string, unknown>).some((val) => val !== undefined && val !== null && val !== "" && val !== 0);
    return filled ? x : undefined;
  }, v.address(field).optional());
}

/** Reports `message` on `path` when `end` is before `start` (ISO or MM/DD/YYYY already converted). */
function endAfterStart(startKey: string, endKey: string, field: string, strict = false) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const s = value[startKey];
    const e = value[endKey];
    if (typeof s !== "string" || typeof e !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(s) || !/^\d{4}-\d{2}-\d{2}$/.test(e)) return;
    if (strict ? e <= s : e < s) ctx.addIssue({ code: "custom", message: MSG.invalid(field), path: [endKey] });
  };
}
const always = { when: () => true } as const;

const list = <T extends z.ZodType>(item: T, max: number) => z.array(item, { error: MSG.invalid("List") }).max(max, { error: MSG.max(max) });

// ---------- beneficiary ----------

const beneficiaryIdentity = z.object({
  firstName: v.requiredString("First Name", 100),
  middleName: v.optionalString(100),
  lastName: v.requiredString("Last Name", 100),
  otherNames: v.optionalString(200),
  dateOfBirth: v.usDate("Date of Birth"),
  gender: choice(GENDERS, "Gender"),
  countryOfBirthId: v.id("Country of Birth"),
  citizenshipCountryId: v.id("Country of Citizenship"),
  email: v.optionalEmail(),
  phone: v.optionalPhone(),
});

const beneficiaryPassport = z
  .object({
    passportNumber,
    passportCountryId: v.id("Passport Issuing Country"),
    issueDate: v.usDate("Passport Issue Date"),
    expiryDate: v.usDate("Passport Expiry Date"),
  })
  .superRefine((p, ctx) => {
    const issue = typeof p.passportNumber === "string" && typeof p.passportCountryId === "number" ? passportIssue(p.passportNumber, p.passportCountryId) : null;
    if (issue) ctx.addIssue({ code: "custom", message: issue, path: ["passportNumber"] });
    endAfterStart("issueDate", "expiryDate", "Passport Expiry Date", true)(p, ctx);
  }, always);

const beneficiaryAddresses = z.object({
  current: v.address("Current Address"),
  foreign: optionalAddress("Foreign Address"),
});

const educationItem = z
  .object({
    degree: v.requiredString("Degree", 100),
    field: v.requiredString("Field of Study", 100),
    institution: v.requiredString("Institution", 200),
    countryId: v.id("Country"),
    startDate: v.usDate("Start Date"),
    endDate: v.optionalUsDate(),
  })
  .superRefine(endAfterStart("startDate", "endDate", "End Date"), always);

const employmentItem = z
  .object({
    employer: v.requiredString("Employer", 200),
    title: v.requiredString("Job Title", 150),
    countryId: v.id("Country"),
    startDate: v.usDate("Start Date"),
    endDate: v.optionalUsDate(),
    duties: v.optionalString(1000),
  })
  .superRefine(endAfterStart("startDate", "endDate", "End Date"), always);

const dependantItem = z.object({
  relation: choice(RELATIONS, "Relation"),
  firstName: v.requiredString("First Name", 100),
  lastName: v.requiredString("Last Name", 100),
  dateOfBirth: v.usDate("Date of Birth"),
  countryOfBirthId: v.id("Country of Birth"),
});

const dependantList = list(dependantItem, 20).superRefine((items, ctx) => {
  const spouses = items.map((d, i) => (d?.relation === "spouse" ? i : -1)).filter((i) => i >= 0);
  for (const i of spouses.slice(1)) ctx.addIssue({ code: "custom", message: ONE_SPOUSE_MESSAGE, path: [i, "relation"] });
}, always);

const immigration = z
  .object({
    inUnitedStates: flag("In the United States"),
    currentStatus: v.optionalString(50),
    lastEntryDate: v.optionalUsDate(),
    i94Number: optionalI94,
    previousH1b: flag("Previous H-1B"),
    receiptNumbers: list(z.object({ value: v.receiptNumber("Receipt Number") }), 10).default([]),
  })
  .superRefine((im, ctx) => {
    if (im.inUnitedStates) {
      if (!im.currentStatus) ctx.addIssue({ code: "custom", message: MSG.required("Current Status"), path: ["currentStatus"] });
      if (!im.lastEntryDate) ctx.addIssue({ code: "custom", message: MSG.required("Last Entry Date"), path: ["lastEntryDate"] });
      if (!im.i94Number) ctx.addIssue({ code: "custom", message: MSG.required("I-94 Number"), path: ["i94Number"] });
    }
    if (im.previousH1b && Array.isArray(im.receiptNumbers) && im.receiptNumbers.length === 0) {
      ctx.addIssue({ code: "custom", message: MSG.required("Receipt Number"), path: ["receiptNumbers"] });
    }
  }, always);

export const beneficiaryAnswers = z.object({
  identity: beneficiaryIdentity,
  passport: beneficiaryPassport,
  addresses: beneficiaryAddresses,
  education: list(educationItem, 10).min(1, { error: MSG.required("Education") }),
  employment: list(employmentItem, 20),
  dependants: dependantList,
  immigration,
});
export type BeneficiaryAnswers = z.output<typeof beneficiaryAnswers>;

// ---------- petitioner ----------

const petitionerCompany = z.object({
  legalName: v.requiredString("Legal Name", 200),
  fein: v.fein(),
  address: v.address("Company Address"),
  naicsCode: v.requiredFormat("NAICS Code", 6, (s) => /^\d{2,6}$/.test(s), MSG.digits("NAICS Code")),
  yearEstablished: v.optionalInt("Year Established", { min: 1800, max: 2100 }),
  employeeCount: v.int("Number of Employees", { min: 0, max: 10_000_000 }),
  /** Dollars in the form; integer cents once parsed. */
  grossIncome: money("Gross Annual Income"),
});

const petitionerJob = z
  .object({
    title: v.requiredString("Job Title", 150),
    socCodeId: v.id("SOC Code"),
    /** Dollars in the form; integer cents once parsed. */
    wageAmount: money("Wage", 100_000_000),
    wageFrequencyId: v.id("Wage Frequency"),
    wageLevelId: v.id("Wage Level"),
    worksite: v.address("Worksite Address"),
    startDate: v.usDate("Start Date"),
    endDate: v.usDate("End Date"),
  })
  .superRefine(endAfterStart("startDate", "endDate", "End Date", true), always);

export const petitionerAnswers = z.object({ company: petitionerCompany, job: petitionerJob });
export type PetitionerAnswers = z.output<typeof petitionerAnswers>;

// ---------- sponsor ----------

const sponsorIdentity = z.object({
  firstName: v.requiredString("First Name", 100),
  middleName: v.optionalString(100),
  lastName: v.requiredString("Last Name", 100),
  dateOfBirth: v.usDate("Date of Birth"),
  citizenshipCountryId: v.id("Country of Citizenship"),
  email: v.optionalEmail(),
  phone: v.optionalPhone(),
});

const sponsorRelationship = z
  .object({
    relationship: choice(SPONSOR_RELATIONSHIPS, "Relationship"),
    details: v.optionalString(200),
  })
  .superRefine((r, ctx) => {
    if (r.relationship === "other" && !r.details) ctx.addIssue({ code: "custom", message: MSG.required("Relationship Details"), path: ["details"] });
  }, always);

const sponsorIncome = z.object({
  occupation: v.requiredString("Occupation", 150),
  employer: v.optionalString(200),
  /** Dollars in the form; integer cents once parsed. */
  annualIncome: money("Annual Income"),
  householdSize: v.int("Household Size", { min: 1, max: 50 }),
});

export const sponsorAnswers = z.object({
  identity: sponsorIdentity,
  relationship: sponsorRelationship,
  address: z.object({ address: v.address("Address") }),
  income: sponsorIncome,
});
export type SponsorAnswers = z.output<typeof sponsorAnswers>;

/** The full questionnaire of each kind (submit). */
export const ANSWER_SCHEMAS = { beneficiary: beneficiaryAnswers, petitioner: petitionerAnswers, sponsor: sponsorAnswers } as const;

/** One section's schema (the form validates a step with it). */
export function sectionSchema(kind: QuestionnaireKind, section: string): z.ZodType | null {
  const shape = ANSWER_SCHEMAS[kind].shape as Record<string, z.ZodType>;
  return shape[section] ?? null;
}

// ---------- requests ----------

export const sendQuestionnaireBody = z
  .object({
    petitionId: v.uuid("Case"),
    kind: choice(QUESTIONNAIRE_KINDS, "Questionnaire Type"),
    /** Required for the beneficiary questionnaire; must be a beneficiary of the case. */
    beneficiaryId: v.optionalUuid("Beneficiary"),
    /** Defaults to the beneficiary's e-mail (beneficiary) or the client's contact e-mail (petitioner, sponsor). */
    email: v.optionalEmail(),
  })
  .superRefine((b, ctx) => {
    if (b.kind === "beneficiary" && !b.beneficiaryId) ctx.addIssue({ code: "custom", message: MSG.required("Beneficiary"), path: ["beneficiaryId"] });
  }, always);
export type SendQuestionnaireInput = z.input<typeof sendQuestionnaireBody>;
export type SendQuestionnaireBody = z.output<typeof sendQuestionnaireBody>;

/**
 * Body of /questionnaire/save and /questionnaire/submit: the answers themselves, one key per section
 * (e.g. { "identity": {…}, "passport": {…} }). Save keeps the sections as typed (drafts); submit
 * validates the whole questionnaire of the link's kind. Keys that are not sections are ignored.
 */
export const answersBody = z.record(z.string().max(40), z.json());
export type AnswersBody = z.output<typeof answersBody>;

export const tokenOnlyBody = z.object({});

export const filledBody = z.object({ petitionId: v.uuid("Case") });

// ---------- answers ----------

export type SendQuestionnaireResult = { questionnaireId: string; sentTo: string; expiresAt: string };

export type QuestionnaireDetails = {
  id: string;
  kind: QuestionnaireKind;
  schemaVersion: number;
  status: QuestionnaireStatus;
  expiresAt: string;
  firmName: string;
  caseNumber: string;
  caseType: string | null;
  beneficiaryName: string | null;
  petitionerName: string | null;
  /** Saved progress (form values per section), or {} before the first save. */
  answers: Record<string, unknown>;
  /** Form values taken from the firm's records, for sections without saved progress. */
  prefill: Record<string, unknown>;
};

export type SaveResult = { status: QuestionnaireStatus; savedSections: string[]; updatedAt: string };

export type SubmitResult = {
  status: "submitted";
  submittedAt: string;
  /** Whether this submission completed SUBMIT_BY_BENEFICIARY on the case. */
  activityCompleted: boolean;
};

export type FilledQuestionnaire = {
  id: string;
  kind: QuestionnaireKind;
  schemaVersion: number;
  beneficiaryId: string | null;
  beneficiaryName: string | null;
  sentTo: string;
  submittedAt: string | null;
  /** Parsed answers: dates ISO, money in cents. */
  answers: Record<string, unknown>;
};

export type FilledCase = {
  petitionId: string;
  firmName: string;
  caseNumber: string;
  caseType: string | null;
  petitionerName: string | null;
  questionnaires: FilledQuestionnaire[];
};
