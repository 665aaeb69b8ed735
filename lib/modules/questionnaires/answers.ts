// The answers of the questionnaires (beneficiary, petitioner, sponsor, and the PERM questionnaires of the
// employer and the worker) as zod schemas, section by section (one key per section): the form and save/submit parse with ANSWER_SCHEMAS. The
// requests and answer shapes of /api/questionnaire/* are in ./contract.
import { z } from "zod";
import { GENDERS, ONE_SPOUSE_MESSAGE, RELATIONS } from "@/lib/modules/beneficiaries/contract";
import { MSG } from "@/lib/shared/validation/messages";
import { isValidI94, normalizeI94 } from "@/lib/shared/validation/identity";
import { passportIssue, v } from "@/lib/shared/validation/zod";
import { always, choice, EDUCATION_LEVELS, SPONSOR_ANSWER_REVIEW, SPONSOR_RELATIONSHIPS } from "./contract";

// ---------- field helpers ----------

/** A checkbox ("true"/"false" text accepted); missing is false. */
const flag = (field: string) =>
  z.preprocess((x) => (x === "true" ? true : x === "false" || x === undefined || x === null || x === "" ? false : x), z.boolean({ error: MSG.invalid(field) }));

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

/** An amount in US dollars as typed ("85,000.50", "$85000") or a number; the parsed value is integer cents. */
function money(field: string, max = 1_000_000_000_000) {
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
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item, { error: MSG.invalid("List") }).max(max, { error: MSG.max(max) });

/** A person's names as in the passport (beneficiary, sponsor, PERM worker). */
const personNames = {
  firstName: v.requiredString("First Name", 100),
  middleName: v.optionalString(100),
  lastName: v.requiredString("Last Name", 100),
};

/** A company's identity as the DOL and USCIS forms ask it (petitioner, PERM employer). */
const companyIdentity = {
  legalName: v.requiredString("Legal Name", 200),
  fein: v.fein(),
  naicsCode: v.requiredFormat("NAICS Code", 6, (s) => /^\d{2,6}$/.test(s), MSG.digits("NAICS Code")),
  employeeCount: v.int("Number of Employees", { min: 0, max: 10_000_000 }),
  address: v.address("Company Address"),
};

// ---------- beneficiary ----------

const beneficiaryIdentity = z.object({
  ...personNames,
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

/** A job held (the beneficiary's employment, the PERM worker's experience); no end date for the current one. */
const jobHeld = {
  employer: v.requiredString("Employer", 200),
  title: v.requiredString("Job Title", 150),
  countryId: v.id("Country"),
  startDate: v.usDate("Start Date"),
  endDate: v.optionalUsDate(),
};

const employmentItem = z.object({ ...jobHeld, duties: v.optionalString(1000) }).superRefine(endAfterStart("startDate", "endDate", "End Date"), always);

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

const beneficiaryAnswers = z.object({
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
  ...companyIdentity,
  yearEstablished: v.optionalInt("Year Established", { min: 1800, max: 2100 }),
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

const petitionerAnswers = z.object({ company: petitionerCompany, job: petitionerJob });
export type PetitionerAnswers = z.output<typeof petitionerAnswers>;

// ---------- sponsor ----------

const sponsorIdentity = z.object({
  ...personNames,
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

const sponsorAnswers = z.object({
  identity: sponsorIdentity,
  relationship: sponsorRelationship,
  address: z.object({ address: v.address("Address") }),
  income: sponsorIncome,
});
export type SponsorAnswers = z.output<typeof sponsorAnswers>;

// ---------- the sponsor's confirmation ----------

const sponsorConfirmationAnswers = z.object({
  review: z
    .object({
      answersCorrect: choice(SPONSOR_ANSWER_REVIEW, "Are these answers correct"),
      corrections: v.optionalString(2000),
    })
    .superRefine((r, ctx) => {
      if (r.answersCorrect === "no" && !r.corrections) ctx.addIssue({ code: "custom", message: MSG.required("What needs to change"), path: ["corrections"] });
    }, always),
  commitment: z.object({
    obligations: flag("Obligations").refine((x) => x, { error: "Please confirm that you understand the sponsor's obligations" }),
    fullName: v.requiredString("Full Name", 200),
  }),
});
export type SponsorConfirmationAnswers = z.output<typeof sponsorConfirmationAnswers>;

// ---------- PERM (ETA-9089 details): the employer's ----------

/** `details` required (as `label`) when the `flagKey` checkbox is ticked. */
function detailsWhen(flagKey: string, detailsKey: string, label: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (value[flagKey] === true && !value[detailsKey]) ctx.addIssue({ code: "custom", message: MSG.required(label), path: [detailsKey] });
  };
}

const permEmployer = z
  .object({
    ...companyIdentity,
    yearEstablished: v.int("Year Established", { min: 1800, max: 2100 }),
    contactName: v.requiredString("Contact Name", 150),
    contactTitle: v.requiredString("Contact Title", 150),
    contactEmail: v.email("Contact Email"),
    contactPhone: v.phone("Contact Phone"),
    /** The worker owns part of the employer or is related to its owners or officers (ETA-9089 asks). */
    ownershipInterest: flag("Ownership or family relationship"),
    ownershipDetails: v.optionalString(1000),
  })
  .superRefine(detailsWhen("ownershipInterest", "ownershipDetails", "Ownership Details"), always);

const permPosition = z
  .object({
    jobTitle: v.requiredString("Job Title", 150),
    duties: v.requiredString("Job Duties", 4000),
    socCodeId: v.id("SOC Code"),
    educationLevel: choice(EDUCATION_LEVELS, "Minimum Education"),
    educationField: v.optionalString(150),
    experienceMonths: v.optionalInt("Experience Required (months)", { min: 0, max: 600 }),
    alternateRequirements: v.optionalString(2000),
    specialRequirements: v.optionalString(2000),
    worksite: v.address("Worksite Address"),
    hoursPerWeek: v.int("Hours per Week", { min: 1, max: 80 }),
    /** Dollars in the form; integer cents once parsed. */
    wageFrom: money("Offered Wage From", 100_000_000),
    wageTo: z.preprocess((x) => (x === "" || x === null ? undefined : x), money("Offered Wage To", 100_000_000).optional()),
    wageFrequencyId: v.id("Wage Frequency"),
    travelRequired: flag("Travel Required"),
  })
  .superRefine((p, ctx) => {
    if (p.educationLevel !== undefined && p.educationLevel !== "none" && !p.educationField) ctx.addIssue({ code: "custom", message: MSG.required("Field of Study"), path: ["educationField"] });
    if (typeof p.wageFrom === "number" && typeof p.wageTo === "number" && p.wageTo < p.wageFrom) ctx.addIssue({ code: "custom", message: MSG.invalid("Offered Wage To"), path: ["wageTo"] });
  }, always);

const permRecruitment = z
  .object({
    /** Layoffs in the occupation and area within the 6 months before filing (ETA-9089 asks; the laid-off workers must be offered the job). */
    layoffs: flag("Layoffs"),
    layoffDetails: v.optionalString(2000),
    usApplicants: v.int("US Applicants", { min: 0, max: 100_000 }),
    rejectionReasons: v.optionalString(4000),
  })
  .superRefine((r, ctx) => {
    detailsWhen("layoffs", "layoffDetails", "Layoff Details")(r, ctx);
    if (typeof r.usApplicants === "number" && r.usApplicants > 0 && !r.rejectionReasons) ctx.addIssue({ code: "custom", message: MSG.required("Lawful Job-Related Reasons"), path: ["rejectionReasons"] });
  }, always);

const permEmployerAnswers = z.object({ employer: permEmployer, position: permPosition, recruitment: permRecruitment });
export type PermEmployerAnswers = z.output<typeof permEmployerAnswers>;

// ---------- PERM: the worker's ----------

const permWorker = z.object({
  ...personNames,
  dateOfBirth: v.usDate("Date of Birth"),
  countryOfBirthId: v.id("Country of Birth"),
  citizenshipCountryId: v.id("Country of Citizenship"),
  email: v.optionalEmail(),
  phone: v.optionalPhone(),
  address: v.address("Current Address"),
  /** Class of admission when in the United States (H-1B, L-1 …), blank when abroad. */
  currentStatus: v.optionalString(50),
  i94Number: optionalI94,
  alienNumber: v.optionalFormat((s) => /^A?-?\d{8,9}$/i.test(s.replace(/\s+/g, "")), MSG.invalid("A-Number"), 12),
});

const experienceItem = z
  .object({ ...jobHeld, hoursPerWeek: v.int("Hours per Week", { min: 1, max: 80 }), duties: v.requiredString("Duties", 2000) })
  .superRefine(endAfterStart("startDate", "endDate", "End Date"), always);

const permQualifications = z
  .object({
    training: v.optionalString(2000),
    licenses: v.optionalString(1000),
    languages: v.optionalString(300),
    /** Experience gained with this employer counts only in a substantially different position (20 CFR 656.17(i)). */
    experienceWithEmployer: flag("Experience with this employer"),
    experienceWithEmployerDetails: v.optionalString(2000),
  })
  .superRefine(detailsWhen("experienceWithEmployer", "experienceWithEmployerDetails", "Position Held with this Employer"), always);

const permBeneficiaryAnswers = z.object({
  worker: permWorker,
  education: list(educationItem, 10).min(1, { error: MSG.required("Education") }),
  experience: list(experienceItem, 20),
  qualifications: permQualifications,
});
export type PermBeneficiaryAnswers = z.output<typeof permBeneficiaryAnswers>;

/** The full questionnaire of each kind (submit). */
export const ANSWER_SCHEMAS = {
  beneficiary: beneficiaryAnswers,
  petitioner: petitionerAnswers,
  sponsor: sponsorAnswers,
  perm_employer: permEmployerAnswers,
  perm_beneficiary: permBeneficiaryAnswers,
  sponsor_confirmation: sponsorConfirmationAnswers,
} as const;
