// Request schemas and answer shapes of /api/pwd/* (prevailing wage determinations, domain rule 12).
// Shared by the routes and the screens' forms (react-hook-form + zodResolver).
import { z } from "zod";
import { US_STATES, WAGE_LEVELS, WAGE_UNITS, type WageLevel, type WageUnit } from "@/lib/shared/wages";
import { listRequest } from "@/lib/shared/list";
import { MSG } from "@/lib/shared/validation/messages";
import { clearable, idList, v } from "@/lib/shared/validation/zod";
import { DOL_PWD_NUMBER, EDUCATION_LEVELS, POSITION_TYPES, PWD_STATUS_IDS, type EducationLevel, type PositionType, type PwdStatusId } from "./constants";

export * from "./constants";

const MAX_WAGE_CENTS = 100_000_000_00;
const positionType = z.enum(POSITION_TYPES, { error: MSG.invalid("Position Type") });
const educationLevel = z.enum(EDUCATION_LEVELS, { error: MSG.invalid("Education") });

/** The position as the ETA-9141 describes it. */
const positionFields = {
  jobTitle: v.requiredString("Job Title", 200),
  socCode: v.socCode(),
  positionType,
  worksiteCity: v.requiredString("City", 100),
  worksiteCounty: clearable(v.requiredString("County", 100)),
  worksiteState: z.enum(US_STATES, { error: MSG.invalid("State") }),
  educationLevel,
  experienceMonths: v.int("Experience (months)", { min: 0, max: 600 }),
  specialRequirements: clearable(v.requiredString("Special Requirements", 4000)),
  notes: clearable(v.requiredString("Notes", 4000)),
};

/** POST /api/pwd/create: a PWD in "Job Description" for a client (and, optionally, the worker it is for). */
export const createPwdBody = z.object({ petitionerId: v.uuid("Client"), beneficiaryId: v.optionalUuid("Beneficiary"), ...positionFields });
export type CreatePwdBody = z.output<typeof createPwdBody>;
export type CreatePwdInput = z.input<typeof createPwdBody>;

/** POST /api/pwd/update: the position, while it is still a job description (the DOL has what was filed); a missing key is unchanged. */
export const updatePwdBody = z.object({
  id: v.uuid("PWD"),
  beneficiaryId: clearable(v.uuid("Beneficiary")),
  jobTitle: positionFields.jobTitle.optional(),
  socCode: positionFields.socCode.optional(),
  positionType: positionType.optional(),
  worksiteCity: positionFields.worksiteCity.optional(),
  worksiteCounty: positionFields.worksiteCounty,
  worksiteState: positionFields.worksiteState.optional(),
  educationLevel: educationLevel.optional(),
  experienceMonths: v.optionalInt("Experience (months)", { min: 0, max: 600 }),
  specialRequirements: positionFields.specialRequirements,
  notes: positionFields.notes,
});
export type UpdatePwdBody = z.output<typeof updatePwdBody>;

/** POST /api/pwd/file: the ETA-9141 was filed with the DOL (status 15). */
export const filePwdBody = z.object({
  id: v.uuid("PWD"),
  filedDate: v.usDate("Filed Date"),
  dolCaseNumber: clearable(v.requiredFormat("DOL Case Number", 20, (s: string) => DOL_PWD_NUMBER.test(s.trim().toUpperCase()), MSG.invalid("DOL Case Number")).transform((s) => s.trim().toUpperCase())),
});
export type FilePwdBody = z.output<typeof filePwdBody>;

/** POST /api/pwd/record-determination: the DOL's determination (status 16) with the validity it states (rule 12). */
export const pwdDeterminationBody = z.object({
  id: v.uuid("PWD"),
  determinationDate: v.usDate("Determination Date"),
  wageCents: v.int("Wage", { min: 1, max: MAX_WAGE_CENTS }),
  wageUnit: z.enum(WAGE_UNITS, { error: MSG.invalid("Wage Unit") }),
  wageLevel: clearable(z.enum(WAGE_LEVELS, { error: MSG.invalid("Wage Level") })),
  validityEnd: v.usDate("Validity End Date"),
});
export type PwdDeterminationBody = z.output<typeof pwdDeterminationBody>;

export const pwdIdBody = z.object({ id: v.uuid("PWD") });

export const PWD_SORT_FIELDS = ["createdAt", "validityEnd", "pwdNumber", "statusId"] as const;
/** valid: determined and not past its end; expiring: within PWD_EXPIRING_DAYS of it; expired: past it. */
export const PWD_VALIDITY_FILTERS = ["valid", "expiring", "expired"] as const;

/** filter.matcher of /api/pwd/list; `pwdPositionTypeStatus` (spec "List filters") is positionType with statusIds. */
export const pwdListMatcher = z.object({
  statusIds: idList(z.literal(PWD_STATUS_IDS, { error: MSG.invalid("Status") })),
  positionType: positionType.optional(),
  petitionerIds: idList(v.uuid("Client")),
  validity: z.enum(PWD_VALIDITY_FILTERS, { error: MSG.invalid("Validity") }).optional(),
});
export const pwdListBody = listRequest(PWD_SORT_FIELDS, pwdListMatcher);
export type PwdListBody = z.output<typeof pwdListBody>;

export type PwdValidity = "pending" | "valid" | "expiring" | "expired";

export type PwdListRow = {
  id: string;
  pwdNumber: string;
  statusId: PwdStatusId;
  statusName: string;
  petitionerId: string;
  employerName: string | null;
  beneficiaryId: string | null;
  beneficiaryName: string | null;
  jobTitle: string;
  socCode: string;
  positionType: PositionType;
  worksite: string;
  filedDate: string | null;
  determinationDate: string | null;
  wageCents: number | null;
  wageUnit: WageUnit | null;
  wageLevel: WageLevel | null;
  validityEnd: string | null;
  /** From the validity end and the caller's day (rule 12): pending until determined. */
  validity: PwdValidity;
  /** Calendar days left to the validity end (negative once expired), null until determined. */
  daysLeft: number | null;
  createdAt: string;
};

export type PwdDetails = PwdListRow & {
  branchId: string | null;
  worksiteCity: string;
  worksiteCounty: string | null;
  worksiteState: string;
  educationLevel: EducationLevel;
  experienceMonths: number;
  specialRequirements: string | null;
  dolCaseNumber: string | null;
  notes: string | null;
  /** The range rule 12 allows for the validity end, once the determination date is known. */
  validityRange: { earliest: string; latest: string } | null;
  canUpdate: boolean;
  /** The PERM cases filed (or to be filed) on this PWD, with the case screen to open. */
  permCases: { petitionId: string; caseNumber: string; statusName: string; detailsPath: string }[];
  /** What the caller may do next: edit the position, record the filing, record the determination. */
  actions: { edit: boolean; file: boolean; determine: boolean };
  updatedAt: string;
};
