// Request schemas and answer shapes of /api/gc-petition/* (the green-card employment case: category,
// chargeability, priority date, stages) and /api/visa-bulletin/* (the month's tables).
import { z } from "zod";
import { createCaseFields, type CaseDetails } from "@/lib/modules/cases/contract";
import { assignRoleBody } from "@/lib/modules/workflow/contract";
import { listRequest } from "@/lib/shared/list";
import { INT4_MAX } from "@/lib/shared/validation/fields";
import { MSG } from "@/lib/shared/validation/messages";
import { caseNumberConfirm, clearable, v } from "@/lib/shared/validation/zod";
import { BULLETIN_CHARTS, CHARGEABILITY_AREAS, GC_CATEGORIES, GC_STAGES, STAGE_STATUSES, type BulletinChart, type Chargeability, type GcCategory, type GcStage, type StageStatus } from "./constants";
import { isBulletinValue, type BulletinCategory, type PriorityDateState } from "./rules";

export * from "./constants";

const category = z.enum(GC_CATEGORIES, { error: MSG.invalid("Category") });
const chargeability = z.enum(CHARGEABILITY_AREAS, { error: MSG.invalid("Chargeability") });

export const gcIdBody = z.object({ id: v.uuid("Case") });

/**
 * POST /api/gc-petition/create: a green-card employment case (type 3, sub type 15) — the case's fields of
 * /petition/create without the type, and the green-card details known at the start.
 */
export const createGcBody = createCaseFields
  .omit({ typeId: true, subTypeId: true })
  .extend({ category: category.optional(), chargeability: chargeability.optional(), priorityDate: v.usDate("Priority Date").optional() })
  .superRefine(caseNumberConfirm("customCaseNumber", "confirmCaseNumber"));
export type CreateGcBody = z.output<typeof createGcBody>;
export type CreateGcResult = { case: CaseDetails; greenCard: GcDetails };

/** POST /api/gc-petition/activity-list: the case's history, newest first, 25 per page (spec section 9). */
export const gcActivityListBody = z.object({
  id: v.uuid("Case"),
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  perpage: z.coerce.number().int().min(1).max(100, { error: MSG.max(100) }).default(25),
});

/** POST /api/gc-petition/assign-a-role: /petition/assign-a-role on a green-card case. */
export const gcAssignBody = assignRoleBody.omit({ petitionId: true }).extend({ id: v.uuid("Case") });
export type GcAssignBody = z.output<typeof gcAssignBody>;

/** Why a green-card case cannot be deleted: USCIS has it (receipt, RFE, a stage filed) or the PERM record exists. */
export type GcDeleteBlocker = "receipt" | "rfe" | "perm" | "stage";

/** POST /api/gc-petition/update: the green-card details; a missing key is unchanged, null clears. */
export const updateGcBody = z.object({
  id: v.uuid("Case"),
  category: clearable(category),
  chargeability: clearable(chargeability),
  priorityDate: clearable(v.usDate("Priority Date")),
});
export type UpdateGcBody = z.output<typeof updateGcBody>;

/** POST /api/gc-petition/update-stage: one USCIS stage's receipt, status and decision. */
export const updateStageBody = z.object({
  id: v.uuid("Case"),
  stage: z.enum(GC_STAGES, { error: MSG.invalid("Stage") }),
  receiptNumber: clearable(v.receiptNumber()),
  receiptDate: clearable(v.usDate("Receipt Date")),
  status: z.enum(STAGE_STATUSES, { error: MSG.invalid("Status") }),
  decisionDate: clearable(v.usDate("Decision Date")),
  notes: clearable(v.requiredString("Notes", 2000)),
});
export type UpdateStageBody = z.output<typeof updateStageBody>;
export type UpdateStageInput = z.input<typeof updateStageBody>;

/** POST /api/gc-petition/manage-edit-option: open (or close again) the case's editing to the client after SUBMIT_TO_LAW_FIRM. */
export const editOptionBody = z.object({ id: v.uuid("Case"), allowPetitionerEdit: z.boolean({ error: MSG.invalid("Allow Editing") }) });
export type EditOptionBody = z.output<typeof editOptionBody>;

export const GC_SORT_FIELDS = ["caseNumber", "priorityDate"] as const;
/** POST /api/gc-petition/list: the firm's green-card employment cases with their priority date against the bulletin. */
export const gcListBody = listRequest(
  GC_SORT_FIELDS,
  z.object({ finalAction: z.enum(["current", "not_current", "unavailable", "unknown"], { error: MSG.invalid("Final Action") }).optional(), category: category.optional() }),
);
export type GcListBody = z.output<typeof gcListBody>;

/** A bulletin cell as typed: C, U or a date (MM/DD/YYYY or YYYY-MM-DD). */
const bulletinValue = z.preprocess(
  (x) => {
    if (typeof x !== "string") return x;
    const s = x.trim().toUpperCase();
    const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
    return us ? `${us[3]}-${us[1]}-${us[2]}` : s;
  },
  z.string({ error: MSG.invalid("Cut-off") }).refine(isBulletinValue, { error: "Enter C (current), U (unavailable) or a date (MM/DD/YYYY)" }),
);

export const bulletinMonth = z.string({ error: MSG.required("Month") }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "Month must be YYYY-MM" });

/**
 * POST /api/visa-bulletin/save: a month's cells (a missing cell is left as it is, an empty value removes
 * it). `scope: "platform"`: the platform admin's table for every firm.
 */
export const saveBulletinBody = z.object({
  month: bulletinMonth,
  scope: z.enum(["firm", "platform"], { error: MSG.invalid("Scope") }).default("firm"),
  cells: z
    .array(
      z.object({
        chart: z.enum(BULLETIN_CHARTS, { error: MSG.invalid("Chart") }),
        category,
        chargeability,
        value: z.union([z.literal(""), z.null(), bulletinValue]),
      }),
    )
    .min(1, { error: MSG.required("Cells") })
    .max(BULLETIN_CHARTS.length * GC_CATEGORIES.length * CHARGEABILITY_AREAS.length, { error: MSG.max(40) }),
});
export type SaveBulletinBody = z.output<typeof saveBulletinBody>;
export type SaveBulletinInput = z.input<typeof saveBulletinBody>;

/** POST /api/visa-bulletin/list: one month's table (default: the month in force today) and the months entered. */
export const bulletinListBody = z.object({ month: bulletinMonth.optional() });

/** A cell of the month: the firm's own, the platform admin's, or fetched from the State Department (bulletin-fetch.ts). Family categories (F1–F4) come only fetched. */
export type BulletinCell = { chart: BulletinChart; category: BulletinCategory; chargeability: Chargeability; value: string; source: "firm" | "platform" | "fetched" };
/** The platform's automatic fetch of the bulletin, as the screen reports it (times ISO 8601). */
export type BulletinFetchStatus = {
  /** False when the platform turned the fetch off (VISA_BULLETIN_BASE_URL=off). */
  enabled: boolean;
  lastAttemptAt: string | null;
  lastOutcome: "ok" | "not_published" | "failed" | null;
  lastMonth: string | null;
  lastSuccessAt: string | null;
  lastSuccessMonth: string | null;
};
export type BulletinDto = {
  /** The month shown (null: nothing entered yet). */
  month: string | null;
  /** The month in force on the caller's day. */
  monthInForce: string | null;
  months: string[];
  cells: BulletinCell[];
  canEdit: boolean;
  canEditPlatform: boolean;
  fetch: BulletinFetchStatus;
};

export type PdStatus = { chart: BulletinChart; month: string | null; value: string | null; state: PriorityDateState };

/** canUpdate: the caller records this stage's filing or decision (the editors of its steps in the firm's green-card workflow). */
export type GcStageDto = { stage: GcStage; receiptNumber: string | null; receiptDate: string | null; status: StageStatus; decisionDate: string | null; notes: string | null; canUpdate: boolean };

export type GcDetails = {
  petitionId: string;
  category: GcCategory | null;
  chargeability: Chargeability;
  /** Set on the case, else from the primary beneficiary's country of birth. */
  chargeabilitySource: "case" | "birth";
  priorityDate: string | null;
  priorityDateSource: "manual" | "perm" | "i140" | null;
  /** The priority date against the bulletin in force, per chart. */
  bulletin: PdStatus[];
  /** The PERM stage, from the case's PERM record (null before it is opened). */
  perm: { statusId: number; statusName: string; filedDate: string | null; decision: string | null; decisionDate: string | null; i140Deadline: string | null } | null;
  /** The USCIS stages the firm's green-card workflow tracks (the I-765 and I-131 left out unless they have a record). */
  stages: GcStageDto[];
  /** The firm's green-card steps (/app/workflow-config?tab=greencard) as the case's stages stand on them. */
  workflow: { code: string; name: string; done: boolean; next: boolean; canAct: boolean }[];
  /** The client may edit the case again although it was submitted to the firm. */
  petitionerEditAllowed: boolean;
  /** The caller may change the category, chargeability, priority date and the client's edit lock (gc.update). */
  canUpdate: boolean;
  /** The caller may delete green-card cases of this branch (case.delete)… */
  canDelete: boolean;
  /** …unless one of these holds (empty: the case may be deleted). */
  deleteBlockers: GcDeleteBlocker[];
};

export type GcListRow = {
  petitionId: string;
  caseNumber: string;
  beneficiaryName: string | null;
  petitionerName: string | null;
  category: GcCategory | null;
  chargeability: Chargeability;
  priorityDate: string | null;
  finalAction: PdStatus;
  filing: PdStatus;
  detailsPath: string;
};

/** POST /api/gc-petition/upload-stage-notice (multipart): USCIS's notices of one stage (receipt, RFE, approval …). */
export const uploadStageNoticeFields = z.object({
  id: v.uuid("Case"),
  stage: z.enum(GC_STAGES, { error: (iss) => (iss.input === undefined ? MSG.required("Stage") : MSG.invalid("Stage")) }),
});
export type UploadStageNoticeFields = z.output<typeof uploadStageNoticeFields>;

/** The document type of a stage's notices (category gc_notices). */
export const stageNoticeType = (stage: GcStage) => `${stage}Notice` as const;
