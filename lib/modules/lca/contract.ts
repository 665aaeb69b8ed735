// Request schemas and answer shapes of /api/lca/* (Labor Condition Applications, ETA-9035).
// Shared by the routes and the screens' forms (react-hook-form + zodResolver).
import type { ImportProblemCode } from "./import-rows";
import { z } from "zod";
import { listRequest } from "@/lib/shared/list";
import type { WageLevelDto } from "@/lib/modules/wages/contract";
import { MSG } from "@/lib/shared/validation/messages";
import { clearable, idList, v } from "@/lib/shared/validation/zod";
import {
  LCA_STATUSES,
  PW_SOURCES,
  US_STATES,
  VISA_CLASSES,
  WAGE_LEVELS,
  WAGE_UNITS,
  type LcaStatusId,
  type PwSource,
  type VisaClass,
  type WageLevel,
  type WageUnit,
} from "./constants";

export * from "./constants";

const MAX_WAGE_CENTS = 100_000_000_00; // $100 million a year: anything above is a typo
const cents = (field: string) => v.int(field, { min: 0, max: MAX_WAGE_CENTS });
const oneOf = <T extends readonly [string, ...string[]]>(values: T, field: string) => z.enum(values, { error: MSG.invalid(field) });
const yesNo = (field: string) => z.boolean({ error: MSG.invalid(field) });

export const worksiteInput = z.object({
  address1: v.requiredString("Worksite Address", 200),
  address2: clearable(v.requiredString("Address Line 2", 200)),
  city: v.requiredString("City", 100),
  county: clearable(v.requiredString("County", 100)),
  state: oneOf(US_STATES, "State"),
  /** ZIP or ZIP+4. */
  postalCode: v.requiredFormat("Zip Code", 10, (s) => /^\d{5}(-?\d{4})?$/.test(s), MSG.zip),
  workers: v.int("Workers", { min: 1, max: 10_000 }),
  secondary: z.boolean({ error: MSG.invalid("Secondary") }).default(false),
});
export type WorksiteInput = z.output<typeof worksiteInput>;

/**
 * The fields of an LCA a firm tracks (ETA-9035 sections B, C, E, F, G, H). All optional on a request
 * (a request may name only the employer and the job); update checks the whole record when it is
 * filed (`filingIssues`).
 */
const lcaFields = {
  visaClass: oneOf(VISA_CLASSES, "Visa Class").optional(),
  petitionerId: clearable(v.uuid("Client")),
  jobTitle: clearable(v.requiredString("Job Title", 200)),
  socCode: clearable(v.socCode()),
  socTitle: clearable(v.requiredString("Occupation", 200)),
  fullTime: yesNo("Full Time").optional(),
  beginDate: clearable(v.usDate("Begin Date")),
  endDate: clearable(v.usDate("End Date")),
  workers: v.int("Workers", { min: 1, max: 10_000 }).optional(),
  wageFromCents: clearable(cents("Wage From")),
  wageToCents: clearable(cents("Wage To")),
  wageUnit: clearable(oneOf(WAGE_UNITS, "Wage Unit")),
  pwCents: clearable(cents("Prevailing Wage")),
  pwUnit: clearable(oneOf(WAGE_UNITS, "Prevailing Wage Unit")),
  pwLevel: clearable(oneOf(WAGE_LEVELS, "Wage Level")),
  pwSource: clearable(oneOf(PW_SOURCES, "Prevailing Wage Source")),
  h1bDependent: clearable(yesNo("H-1B Dependent")),
  willfulViolator: clearable(yesNo("Willful Violator")),
  /** ETA-9035 section H: only exempt H-1B workers (20 CFR 655.737); kept only for a dependent employer or willful violator. */
  exemptWorkersOnly: clearable(yesNo("Exempt Workers Only")),
  desiredSocCodes: z.array(v.socCode("Desired SOC Code")).max(10, { error: MSG.max(10) }).optional(),
  notes: clearable(v.requiredString("Notes", 4000)),
  worksites: z.array(worksiteInput).max(50, { error: MSG.max(50) }).optional(),
};

/** Cross-field checks every write runs: dates in order, wage range in order. */
function checkRanges(b: { beginDate?: string | null; endDate?: string | null; wageFromCents?: number | null; wageToCents?: number | null }, ctx: z.RefinementCtx) {
  if (b.beginDate && b.endDate && b.endDate < b.beginDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: MSG.invalid("End Date") });
  if (b.wageFromCents != null && b.wageToCents != null && b.wageToCents < b.wageFromCents)
    ctx.addIssue({ code: "custom", path: ["wageToCents"], message: MSG.invalid("Wage To") });
}

/** POST /api/lca/request: a new LCA, from a case (`petitionId`, whose client becomes the employer) or on its own. */
export const requestLcaBody = z.object({ ...lcaFields, petitionId: v.optionalUuid("Case") }).superRefine(checkRanges);
export type RequestLcaBody = z.output<typeof requestLcaBody>;
export type RequestLcaInput = z.input<typeof requestLcaBody>;

/** POST /api/lca/update: missing keys stay unchanged, null or "" clears; `worksites` replaces the list. */
export const updateLcaBody = z.object({ id: v.uuid("LCA"), ...lcaFields }).superRefine(checkRanges);
export type UpdateLcaBody = z.output<typeof updateLcaBody>;

/**
 * POST /api/lca/update-status. Filing needs the DOL case number and the filing date; a decision
 * (certified, denied) its date; a withdrawal its date.
 */
export const updateLcaStatusBody = z.object({
  id: v.uuid("LCA"),
  statusId: v
    .int("Status")
    .refine((n) => LCA_STATUSES.some((s) => s.id === n), { error: MSG.invalid("Status") })
    .transform((n) => n as LcaStatusId),
  dolCaseNumber: clearable(v.requiredString("DOL Case Number", 20)),
  /** The date of the event: filing, decision or withdrawal (MM/DD/YYYY or YYYY-MM-DD). */
  date: clearable(v.usDate("Date")),
  /** Certified on the day it was filed (or the LCA has no filing date yet): confirmed on purpose, not a typo (20 CFR 655.740: up to 7 working days). */
  confirmSameDayCertification: z.boolean({ error: MSG.invalid("Confirm Same Day Certification") }).optional(),
  note: clearable(v.requiredString("Note", 1000)),
});
export type UpdateLcaStatusBody = z.output<typeof updateLcaStatusBody>;

export const lcaIdBody = z.object({ id: v.uuid("LCA") });

export const LCA_SORT_FIELDS = ["createdAt", "lcaNumber", "beginDate", "endDate", "statusId", "jobTitle"] as const;

const dateRange = (field: string) =>
  z
    .object({ start: v.usDate(`${field} Start`), end: v.usDate(`${field} End`) })
    .refine((r) => r.start <= r.end, { error: MSG.invalid(field), path: ["end"] });

/** filter.matcher of /api/lca/list. */
export const lcaListMatcher = z.object({
  statusIds: idList(v.int("Status", { min: 1, max: LCA_STATUSES.length })),
  petitionerIds: idList(v.uuid("Client")),
  visaClasses: z.array(oneOf(VISA_CLASSES, "Visa Class")).max(VISA_CLASSES.length).optional(),
  socCode: v.optionalFormat((s) => /^[\d.-]{2,10}$/.test(s), MSG.invalid("SOC Code"), 10),
  worksiteState: oneOf(US_STATES, "State").optional(),
  beginDateRange: dateRange("Begin Date").optional(),
  endDateRange: dateRange("End Date").optional(),
  petitionId: v.optionalUuid("Case"),
});
export type LcaListMatcher = z.output<typeof lcaListMatcher>;

export const lcaListBody = listRequest(LCA_SORT_FIELDS, lcaListMatcher);
export type LcaListBody = z.output<typeof lcaListBody>;

export type LcaWorksiteDto = WorksiteInput & { id: string };

export type LcaListRow = {
  id: string;
  lcaNumber: string;
  statusId: LcaStatusId;
  visaClass: VisaClass;
  petitionerId: string | null;
  petitionerName: string | null;
  jobTitle: string | null;
  socCode: string | null;
  beginDate: string | null;
  endDate: string | null;
  dolCaseNumber: string | null;
  worksiteStates: string[];
  caseCount: number;
  createdAt: string;
};

export type LcaStatusLog = { statusId: LcaStatusId; createdBy: string | null; createdByName: string | null; createdAt: string };

export type LcaCaseLink = { petitionId: string; caseNumber: string; title: string | null; beneficiaryName: string | null; statusId: number };

export type LcaDto = {
  id: string;
  lcaId: string;
  lcaNumber: string;
  statusId: LcaStatusId;
  status: string;
  visaClass: VisaClass;
  petitionerId: string | null;
  petitionerName: string | null;
  employerFein: string | null;
  jobTitle: string | null;
  socCode: string | null;
  socTitle: string | null;
  fullTime: boolean;
  beginDate: string | null;
  endDate: string | null;
  workers: number;
  wageFromCents: number | null;
  wageToCents: number | null;
  wageUnit: WageUnit | null;
  pwCents: number | null;
  pwUnit: WageUnit | null;
  pwLevel: WageLevel | null;
  pwSource: PwSource | null;
  h1bDependent: boolean | null;
  willfulViolator: boolean | null;
  /** Only exempt H-1B workers under this LCA (ETA-9035 section H; null unanswered, always null for an employer neither dependent nor a willful violator). */
  exemptWorkersOnly: boolean | null;
  dolCaseNumber: string | null;
  /** The spec's "case number" of the LCA: its DOL case number once filed. */
  caseNumber: string | null;
  filedDate: string | null;
  decisionDate: string | null;
  withdrawnDate: string | null;
  desiredSocCodes: string[];
  notes: string | null;
  legalHold: boolean;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  worksites: LcaWorksiteDto[];
  cases: LcaCaseLink[];
  statusLogs: LcaStatusLog[];
  /** Whether the caller may update it now (spec section 4), and why not. */
  canUpdate: boolean;
  updateBlockedBy: "STATUS" | "NOT_OWNER" | "CASE_APPROVED" | "PERMISSION" | null;
  /** The statuses the caller may move it to now. */
  nextStatuses: LcaStatusId[];
  /** Dates from the domain rules (lib/modules/lca/rules.ts), null until their inputs exist. */
  dates: {
    earliestFilingDate: string | null;
    latestEndDate: string | null;
    pafAvailableBy: string | null;
    noticeEarliestStart: string | null;
  };
  /** What the rules find wrong with the record as it stands (e.g. LONGER_THAN_3_YEARS, WAGE_BELOW_PREVAILING). */
  issues: { field: string; code: string }[];
  /**
   * The offered wage against the OFLC tables in force on the filing day (today before filing), for the SOC
   * code and the first worksite's county; null until those are given.
   */
  oflc: WageLevelDto | null;
};

export type LcaActivityRow = {
  id: string;
  code: string;
  statusId: LcaStatusId | null;
  params: Record<string, string | number | null>;
  userId: string | null;
  userName: string | null;
  createdAt: string;
};

export const lcaActivityBody = listRequest(["createdAt"] as const, z.object({})).extend({ id: v.uuid("LCA") });
export type LcaActivityBody = z.output<typeof lcaActivityBody>;


/** POST /api/lca/link-case and unlink-case: the cases an LCA backs (the case's client must be the LCA's employer). */
export const lcaCaseLinkBody = z.object({ lcaId: v.uuid("LCA"), petitionId: v.uuid("Case") });
export type LcaCaseLinkBody = z.output<typeof lcaCaseLinkBody>;

/** POST /api/lca/import-preview: the file's counts and its rows (every row with an error, the first valid ones). */
export type ImportRowDto = {
  /** The line in the file (the header is line 1). */
  line: number;
  dolCaseNumber: string | null;
  jobTitle: string | null;
  employerName: string | null;
  statusId: LcaStatusId | null;
  /** Each column with a problem and its messages in English (several joined by "; "). */
  errors: Record<string, string>;
  /** Every problem of the row, in column order then the matches: the column, a code the screen words (messages lca.json `importProblems`), its parameters and the English message. */
  problems: ImportProblemDto[];
};

export type ImportProblemDto = { column: string; code: ImportProblemCode; message: string; params?: Record<string, string | number> };

export type ImportPreviewDto = { fileName: string; total: number; valid: number; invalid: number; rows: ImportRowDto[] };
