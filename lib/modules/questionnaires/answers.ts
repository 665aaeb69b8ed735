// The answers of the three questionnaires (beneficiary, petitioner, sponsor) as zod schemas, section by
// section (one key per section): the form and save/submit parse with ANSWER_SCHEMAS. The
// requests and answer shapes of /api/questionnaire/* are in ./contract.
import { z } from "zod";
import { GENDERS, ONE_SPOUSE_MESSAGE, RELATIONS } from "@/lib/modules/beneficiaries/contract";
import { MSG } from "@/lib/shared/validation/messages";
import { isValidI94, normalizeI94 } from "@/lib/shared/validation/identity";
import { passportIssue, v } from "@/lib/shared/validation/zod";
import { always, choice, SPONSOR_RELATIONSHIPS } from "./contract";

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

const petitionerAnswers = z.object({ company: petitionerCompany, job: petitionerJob });
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

const sponsorAnswers = z.object({
  identity: sponsorIdentity,
  relationship: sponsorRelationship,
  address: z.object({ address: v.address("Address") }),
  income: sponsorIncome,
});
export type SponsorAnswers = z.output<typeof sponsorAnswers>;

/** The full questionnaire of each kind (submit). */
export const ANSWER_SCHEMAS = { beneficiary: beneficiaryAnswers, petitioner: petitionerAnswers, sponsor: sponsorAnswers } as const;
