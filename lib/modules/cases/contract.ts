// Request schemas and answer shapes of the case (petition) core API: /api/petition/{create, update,
// details, entity-bulk-replace, get-stats-by-user, download-details-as-pdf, generate-pdf}. Shared by the
// routes and the case screens' forms. The list and activity-list requests: ./list-contract.ts.
import { z } from "zod";
import { clearable } from "@/lib/shared/validation/zod";
import type { CaseDeadlines } from "@/lib/modules/deadlines/rules";
import { MSG } from "@/lib/shared/validation/messages";
import { caseNumberConfirm, v } from "@/lib/shared/validation/zod";
import { DEFAULT_CASE_TYPE_ID, GC_EMPLOYMENT_SUB_TYPE_ID } from "./constants";
export { CLOSED_STATUS_IDS, DEFAULT_CASE_TYPE_ID, GC_EMPLOYMENT_SUB_TYPE_ID, RFE_STATUS_IDS } from "./constants";

// ---------- constants ----------

export const caseDetailsPath = (id: string, subTypeId: number | null) =>
  subTypeId === GC_EMPLOYMENT_SUB_TYPE_ID ? `/app/gc-employment-details/${id}` : `/app/petition-details/${id}`;

/** Which premium-processing clock applies (domain rule 17). */
export const PREMIUM_FORMS = ["I129", "I140", "I140_E13_NIW", "I539_I765"] as const;
export type PremiumForm = (typeof PREMIUM_FORMS)[number];

/**
 * Statistics case types of spec section 3 mapped to master data (db/seed/reference/petition-types.ts):
 * a case counts for a key when its type is listed in `typeIds` or its sub type in `subTypeIds`.
 * A case can count under more than one key (a GC Employment case, sub type 15, is PERM, I-140 and I-485).
 */
export const STAT_CASE_TYPES = {
  h1b: { typeIds: [1], subTypeIds: [] },
  perm: { typeIds: [], subTypeIds: [12, 15] },
  i140: { typeIds: [], subTypeIds: [13, 15, 16, 17, 18, 19] },
  adj_status_i485: { typeIds: [], subTypeIds: [14] },
  i130: { typeIds: [], subTypeIds: [28, 29] },
  i485: { typeIds: [], subTypeIds: [14, 15] },
} as const satisfies Record<string, { typeIds: readonly number[]; subTypeIds: readonly number[] }>;
export type StatCaseType = keyof typeof STAT_CASE_TYPES;

// ---------- fields ----------

/** A yes/no field; "true"/"false" text is accepted (query strings, multipart). */
export const bool = (field: string) =>
  z.preprocess((x) => (x === "true" ? true : x === "false" ? false : x), z.boolean({ error: MSG.invalid(field) }));

const typeId = v.id("Case Type");
const subTypeId = v.optionalId("Sub Type");
const beneficiaryIds = z
  .array(v.uuid("Beneficiary"), { error: MSG.required("Beneficiary") })
  .min(1, { error: MSG.required("Beneficiary") })
  .max(20, { error: MSG.max(20) })
  .refine((ids) => new Set(ids).size === ids.length, { error: MSG.invalid("Beneficiary") });
const premiumForm = z.enum(PREMIUM_FORMS, { error: MSG.invalid("Premium Form") });
/** Filing fee in US cents. */
const filingFeeCents = v.int("Filing Fee", { min: 0, max: 1_000_000_000 });

// ---------- create / update ----------

/** The fields of a new case (also the green-card create call's, without the type). */
export const createCaseFields = z.object({
  typeId: typeId.default(DEFAULT_CASE_TYPE_ID),
  subTypeId,
  petitionerId: v.uuid("Petitioner"),
  beneficiaryIds,
  branchId: v.optionalUuid("Branch"),
  title: v.optionalString(200),
  deadlineDate: v.optionalUsDate(),
  premiumProcessing: bool("Premium Processing").default(false),
  premiumForm: premiumForm.optional(),
  /** A custom case number given here implies allowCustomCaseNo. */
  allowCustomCaseNo: bool("Allow Custom Case Number").default(false),
  customCaseNumber: v.optionalString(50),
  confirmCaseNumber: v.optionalString(50),
});
/** POST /api/petition/create. The first beneficiary is the primary one. */
export const createCaseBody = createCaseFields.superRefine(caseNumberConfirm("customCaseNumber", "confirmCaseNumber"));
export type CreateCaseInput = z.input<typeof createCaseBody>;
export type CreateCaseBody = z.output<typeof createCaseBody>;

/**
 * POST /api/petition/update. Missing keys stay unchanged; null or "" clears an optional field.
 * beneficiaryIds replaces the list (first = primary). filingFeeCents follows its own rule (filing fee
 * available and canEditFilingFee) and is the only key accepted once editing is blocked.
 */
export const updateCaseBody = z
  .object({
    id: v.uuid("Case"),
    title: clearable(v.requiredString("Title", 200)),
    deadlineDate: clearable(v.usDate("Deadline Date")),
    premiumProcessing: bool("Premium Processing").optional(),
    premiumForm: clearable(premiumForm),
    branchId: clearable(v.uuid("Branch")),
    beneficiaryIds: beneficiaryIds.optional(),
    allowCustomCaseNo: bool("Allow Custom Case Number").optional(),
    customCaseNumber: v.optionalString(50),
    confirmCaseNumber: v.optionalString(50),
    filingFeeCents: clearable(filingFeeCents),
  })
  .superRefine(caseNumberConfirm("customCaseNumber", "confirmCaseNumber"));
export type UpdateCaseInput = z.input<typeof updateCaseBody>;
export type UpdateCaseBody = z.output<typeof updateCaseBody>;

export const caseIdBody = z.object({ id: v.uuid("Case") });

// ---------- bulk replace ----------

/**
 * POST /api/petition/entity-bulk-replace (roles 3, 4): replace a beneficiary or the petitioner on
 * every case that names `fromId` (or only on `petitionIds`), in one transaction.
 */
export const entityBulkReplaceBody = z
  .object({
    entity: z.enum(["beneficiary", "petitioner"], { error: MSG.invalid("Entity") }),
    fromId: v.uuid("From"),
    toId: v.uuid("To"),
    petitionIds: z.array(v.uuid("Case")).min(1, { error: MSG.required("Case") }).max(500, { error: MSG.max(500) }).optional(),
  })
  .refine((b) => b.fromId !== b.toId, { error: MSG.invalid("To"), path: ["toId"] });
export type EntityBulkReplaceBody = z.output<typeof entityBulkReplaceBody>;

export const statsBody = z.object({});

// ---------- answers ----------

export type CaseListRow = {
  id: string;
  caseNumber: string;
  customCaseNumber: string | null;
  title: string | null;
  typeId: number;
  typeName: string | null;
  subTypeId: number | null;
  subTypeName: string | null;
  statusId: number;
  statusName: string | null;
  petitionerId: string | null;
  petitionerName: string | null;
  /** The primary beneficiary. */
  beneficiaryName: string | null;
  branchId: string | null;
  branchName: string | null;
  deadlineDate: string | null;
  premiumProcessing: boolean;
  /** The day USCIS must act by on a running premium clock (domain rule 17, restarted after an RFE response); else null. */
  premiumDeadline: string | null;
  nextWorkflowActivity: string | null;
  /** The PERM record or the USCIS stages drive the status (sub types 12 and 15, lib/modules/workflow/case-stage.ts). */
  stageDriven: boolean;
  /** The step the case waits on as shown: the PERM or green-card stage's (PERM_*, GC_*) while stageDriven, else nextWorkflowActivity; null when done. */
  currentActivity: string | null;
  createdAt: string;
  updatedAt: string;
  /** /app/gc-employment-details/{id} for sub type 15, else /app/petition-details/{id}. */
  detailsPath: string;
};

export type CaseWorkflowStep = {
  code: string;
  name: string;
  step: 1 | 2 | 3;
  include: boolean;
  optional: boolean;
  confirmRequired: boolean;
  actionRequired: "Yes" | "No";
  done: boolean;
  /** Whether the caller's role may act on this entry (editor or admin, actionRequired Yes). */
  canAct: boolean;
  /** The roles configured to act on this entry (the screen shows who acts next). */
  editors: { roleId: number; name: string }[];
};

type CaseAssignment = { roleId: number; roleName: string; userId: string; name: string };

/** The rule flags of spec section 4 "Rules" for the caller, so the UI shows only the allowed actions. */
export type CaseRuleFlags = {
  /** The caller may change the case's fields (not blocked after SUBMIT_TO_LAW_FIRM). */
  editable: boolean;
  approvalOffered: boolean;
  trackingActionLabel: "Update Tracking Info" | "Update Receipt Number";
  /** Why courier tracking is unavailable, or null when the caller may use it. */
  courierTrackingBlocker: string | null;
  customCaseNumberAssigned: boolean;
  filingFeeAvailable: boolean;
  canEditFilingFee: boolean;
};

export type CaseDetails = CaseListRow &
  CaseRuleFlags & {
    allowCustomCaseNo: boolean;
    premiumForm: PremiumForm | null;
    completedActivities: string[];
    petitioner: { id: string; name: string } | null;
    beneficiaries: { id: string; name: string; email: string | null; isPrimary: boolean }[];
    branch: { id: string; name: string } | null;
    assignments: CaseAssignment[];
    workflow: CaseWorkflowStep[];
    petitionerSignRequested: boolean;
    courierTrackingCategory: string | null;
    carrierId: number | null;
    trackingNumber: string | null;
    receiptNumber: string | null;
    receiptDate: string | null;
    uscisResponse: string | null;
    responseDate: string | null;
    rfeNoticeDate: string | null;
    rfeServedByMail: boolean;
    /** The day USCIS received the RFE response (upload-rfe-response-docs): the premium clock restarts from it. */
    rfeResponseReceivedDate: string | null;
    filingFeeCents: number | null;
    validityStart: string | null;
    validityEnd: string | null;
    lcaRequired: boolean;
    closedAt: string | null;
    scannedCopies: number;
    /** Deadline, premium-processing clock and RFE/NOID due date with 'Overdue by {n} day(s)' labels, on the caller's today. */
    deadlines: CaseDeadlines;
  };

export type CaseHistoryRow = {
  id: number;
  activityCode: string | null;
  message: string;
  actorUserId: string | null;
  actorName: string | null;
  actorRoleId: number | null;
  actorRoleName: string | null;
  createdAt: string;
};

/** Cases left unchanged are listed in `skipped` with the reason (edit blocked, or not a case naming fromId). */
export type BulkReplaceResult = {
  entity: "beneficiary" | "petitioner";
  fromId: string;
  toId: string;
  updatedCaseIds: string[];
  skipped: { id: string; reason: string }[];
};

export type CaseStats = {
  total: number;
  active: number;
  closed: number;
  byStatus: { statusId: number; statusName: string | null; count: number }[];
  byCaseType: Record<StatCaseType, number>;
  /** Visible open cases whose next activity the caller's role may act on. */
  myTasks: number;
};

/** generate-pdf answers the PDF as base64 inside the envelope; download-details-as-pdf answers the bytes. */
export type CasePdfAnswer = { fileName: string; mimetype: "application/pdf"; base64: string };
