// Request schemas and answer shapes of /api/cap/* (H-1B cap registrations, domain rule 14). Shared by
// the routes and the screens' forms (react-hook-form + zodResolver).
import { z } from "zod";
import { listRequest } from "@/lib/shared/list";
import { MSG } from "@/lib/shared/validation/messages";
import { clearable, idList, passportIssue, v } from "@/lib/shared/validation/zod";
import { GENDERS } from "@/lib/modules/beneficiaries/contract";
import { US_STATES, WAGE_LEVELS, WAGE_UNITS, type WageLevel, type WageUnit } from "@/lib/modules/lca/constants";
import { CAP_STATUSES, CAP_TYPES, CONFIRMATION_NUMBER, type CapStatusId, type CapType } from "./constants";
import type { CapIssue, CapMismatch } from "./rules";

export * from "./constants";

const MAX_WAGE_CENTS = 100_000_000_00;
const fiscalYear = z.coerce.number({ error: MSG.invalid("Fiscal Year") }).int({ error: MSG.invalid("Fiscal Year") }).min(2020, { error: MSG.invalid("Fiscal Year") }).max(2100, { error: MSG.invalid("Fiscal Year") });
const statusId = z.literal(CAP_STATUSES.map((s) => s.id) as [CapStatusId, ...CapStatusId[]], { error: MSG.invalid("Status") });
const passportNumber = v.requiredString("Passport Number", 20).transform((s) => s.replace(/\s+/g, "").toUpperCase());

/** The beneficiary's details USCIS registers: given by the firm, the beneficiary or the client (fill link). */
export const capPersonFields = {
  dateOfBirth: clearable(v.usDate("Date of Birth")),
  gender: clearable(z.enum(GENDERS, { error: MSG.invalid("Gender") })),
  countryOfBirthId: clearable(v.id("Country of Birth")),
  citizenshipCountryId: clearable(v.id("Country of Citizenship")),
  passportNumber: clearable(passportNumber),
  passportCountryId: clearable(v.id("Passport Country")),
  passportExpiry: clearable(v.usDate("Passport Expiry Date")),
};

/** The position the registration states (and the later LCA and petition must match). */
export const capPositionFields = {
  jobTitle: clearable(v.requiredString("Job Title", 200)),
  socCode: clearable(v.socCode()),
  worksiteCity: clearable(v.requiredString("City", 100)),
  worksiteCounty: clearable(v.requiredString("County", 100)),
  worksiteState: clearable(z.enum(US_STATES, { error: MSG.invalid("State") })),
  wageCents: clearable(v.int("Wage", { min: 1, max: MAX_WAGE_CENTS })),
  wageUnit: clearable(z.enum(WAGE_UNITS, { error: MSG.invalid("Wage Unit") })),
  /** Used when the wage tables cannot give the level (none imported, county or SOC not in them). */
  wageLevel: clearable(z.enum(WAGE_LEVELS, { error: MSG.invalid("Wage Level") })),
};

const capFields = {
  capType: z.enum(CAP_TYPES, { error: MSG.invalid("Cap") }).optional(),
  ...capPersonFields,
  ...capPositionFields,
  notes: clearable(v.requiredString("Notes", 4000)),
};

/** The passport number fits the issuing country (domain rule 19); the passport outlives the birth date. */
export function capPersonChecks(b: { passportNumber?: string | null; passportCountryId?: number | null; dateOfBirth?: string | null; passportExpiry?: string | null }, ctx: z.RefinementCtx) {
  const issue = b.passportNumber && b.passportCountryId ? passportIssue(b.passportNumber, b.passportCountryId) : null;
  if (issue) ctx.addIssue({ code: "custom", message: issue, path: ["passportNumber"] });
  if (b.dateOfBirth && b.passportExpiry && b.passportExpiry <= b.dateOfBirth) ctx.addIssue({ code: "custom", path: ["passportExpiry"], message: MSG.invalid("Passport Expiry Date") });
}

/** POST /api/cap/create: a draft registration of a beneficiary for an employer in a season; unset details come from the beneficiary. */
export const createCapBody = z.object({ fiscalYear, petitionerId: v.uuid("Client"), beneficiaryId: v.uuid("Beneficiary"), ...capFields }).superRefine(capPersonChecks);
export type CreateCapBody = z.output<typeof createCapBody>;
export type CreateCapInput = z.input<typeof createCapBody>;

/** POST /api/cap/update: missing keys unchanged, null or "" clears (only while draft or ready). */
export const updateCapBody = z.object({ id: v.uuid("Registration"), ...capFields }).superRefine(capPersonChecks);
export type UpdateCapBody = z.output<typeof updateCapBody>;
export type UpdateCapInput = z.input<typeof updateCapBody>;

/** POST /api/cap/update-status: submitted needs the confirmation number; the others may carry the day. */
export const capStatusBody = z.object({
  id: v.uuid("Registration"),
  statusId,
  confirmationNumber: v.optionalFormat((s) => CONFIRMATION_NUMBER.test(s.replace(/[\s-]/g, "").toUpperCase()), MSG.invalid("Confirmation Number"), 30).transform((s) => (s === undefined ? undefined : s.replace(/[\s-]/g, "").toUpperCase())),
  date: v.optionalUsDate(),
});
export type CapStatusBody = z.output<typeof capStatusBody>;

export const capIdBody = z.object({ id: v.uuid("Registration") });
export const capSeasonBody = z.object({ fiscalYear });

export const capListBody = listRequest(
  ["createdAt", "beneficiaryName", "employerName", "statusId", "wageLevel"],
  z.object({
    fiscalYear: fiscalYear.optional(),
    statusIds: idList(statusId),
    petitionerIds: idList(v.uuid("Client")),
    capTypes: idList(z.enum(CAP_TYPES, { error: MSG.invalid("Cap") })),
  }),
);
export type CapListBody = z.output<typeof capListBody>;

export type CapEntriesDto = { own: number | null; counted: number | null };

export type CapListRow = {
  id: string;
  fiscalYear: number;
  statusId: CapStatusId;
  status: string;
  capType: CapType;
  petitionerId: string;
  employerName: string | null;
  beneficiaryId: string;
  beneficiaryName: string;
  jobTitle: string | null;
  socCode: string | null;
  areaName: string | null;
  wageLevel: WageLevel | null;
  entries: CapEntriesDto;
  confirmationNumber: string | null;
  petitionId: string | null;
  caseNumber: string | null;
  issues: CapIssue[];
  mismatches: CapMismatch[];
  createdAt: string;
};

export type CapDto = CapListRow & {
  branchId: string | null;
  dateOfBirth: string | null;
  gender: (typeof GENDERS)[number] | null;
  countryOfBirthId: number | null;
  citizenshipCountryId: number | null;
  passportNumber: string | null;
  passportCountryId: number | null;
  passportExpiry: string | null;
  worksiteCity: string | null;
  worksiteCounty: string | null;
  worksiteState: string | null;
  areaCode: string | null;
  wageCents: number | null;
  wageUnit: WageUnit | null;
  wageLevelSource: "oflc" | "manual" | null;
  submittedDate: string | null;
  resultDate: string | null;
  notes: string | null;
  /** The other registrations of the same person this season (their levels lower the entries). */
  personRegistrations: { id: string; employerName: string | null; wageLevel: WageLevel | null }[];
  canUpdate: boolean;
  nextStatuses: CapStatusId[];
  updatedAt: string;
};

export type CapSeasonDto = {
  fiscalYear: number;
  registrationOpens: string;
  registrationCloses: string;
  filingOpens: string;
  filingWindowEnd: string;
  filingDeadline: string;
  counts: Record<CapStatusId, number>;
  /** People registered (USCIS counts a person once) and their entries at the weighted selection. */
  people: number;
  entries: number;
  /** The wage year of the OFLC tables the season's levels come from (null: none imported). */
  wageYear: number | null;
};
