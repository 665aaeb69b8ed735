// The workflow variants a firm configures (issue 11: "one workflow engine serves every variant, each with
// its own default activity list that a firm can configure like the petition's"). Each has its fixed
// activity codes in their order, its defaults, the steps it cannot do without, and whether its steps ask
// for a confirmation (the petition's review steps do; the RFE and PERM actions carry their own dialogs).
import type { WorkflowEntry } from "@/db/schema/cases";
import { ACTIVITY_CODES, ACTIVITY_DEFAULTS, defaultWorkflow } from "./definitions";
import { defaultGcWorkflow, GC_ACTIVITY_CODES, GC_ACTIVITY_DEFAULTS } from "./gc-definitions";
import { defaultPermWorkflow, PERM_ACTIVITY_CODES, PERM_ACTIVITY_DEFAULTS } from "./perm-definitions";
import { defaultRfeWorkflow, RFE_ACTIVITY_CODES, RFE_ACTIVITY_DEFAULTS } from "./rfe-definitions";

export const WORKFLOW_VARIANTS = ["petition", "rfe", "perm", "greencard"] as const;
export type WorkflowVariant = (typeof WORKFLOW_VARIANTS)[number];

type VariantDef = {
  codes: readonly string[];
  names: Record<string, { name: string }>;
  defaults: (tenantTypeId: number) => WorkflowEntry[];
  /** Steps that cannot be excluded: the case opens on them or cannot end without them. */
  alwaysIncluded: readonly string[];
  /** The "confirmation required" option means something for this variant's steps. */
  usesConfirm: boolean;
  /** The "may be skipped on a case" option means something (petitions and RFE cases skip optional steps). */
  usesOptional: boolean;
};

export const VARIANTS: Record<WorkflowVariant, VariantDef> = {
  petition: { codes: ACTIVITY_CODES, names: ACTIVITY_DEFAULTS, defaults: defaultWorkflow, alwaysIncluded: ["CREATE_PETITION"], usesConfirm: true, usesOptional: true },
  rfe: {
    codes: RFE_ACTIVITY_CODES,
    names: RFE_ACTIVITY_DEFAULTS,
    defaults: () => defaultRfeWorkflow(),
    // Opening the RFE case completes its notice step; filing, USCIS's receipt and the decision are what the case is for.
    alwaysIncluded: ["RFE_NOTICE_RECORDED", "RFE_RESPONSE_FILED", "RFE_RESPONSE_RECEIVED", "RFE_DECISION"],
    usesConfirm: false,
    usesOptional: true,
  },
  perm: {
    codes: PERM_ACTIVITY_CODES,
    names: PERM_ACTIVITY_DEFAULTS,
    defaults: defaultPermWorkflow,
    // The draft, the filing and the DOL's answers are what a labor certification is; the firm may go without
    // the questionnaire checkpoint and the attorney's separate review of the draft.
    alwaysIncluded: ["PERM_DRAFT_CREATED", "PERM_FILED", "PERM_DOL_DECISION", "PERM_AUDIT_RESPONSE"],
    usesConfirm: false,
    usesOptional: false,
  },
  greencard: {
    codes: GC_ACTIVITY_CODES,
    names: GC_ACTIVITY_DEFAULTS,
    defaults: defaultGcWorkflow,
    // The I-140 and the I-485 are the green card; a firm may not track the work permit or the travel document.
    alwaysIncluded: ["GC_I140_FILED", "GC_I140_DECIDED", "GC_I485_FILED", "GC_I485_DECIDED"],
    usesConfirm: false,
    usesOptional: false,
  },
};

/**
 * Variants whose progress is their records' statuses (the PERM record's, lib/modules/perm/workflow.ts; the
 * green card's USCIS stages, lib/modules/greencard/workflow.ts): a new configuration applies at once,
 * nothing is stored to move.
 */
export const STATUS_DRIVEN_VARIANTS: readonly WorkflowVariant[] = ["perm", "greencard"];

export const activityName = (variant: WorkflowVariant, code: string): string => VARIANTS[variant].names[code]?.name ?? code;
