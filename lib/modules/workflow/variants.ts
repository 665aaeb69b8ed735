// The workflow variants a firm configures (issue 11: "one workflow engine serves every variant, each with
// its own default activity list that a firm can configure like the petition's"). Each has its fixed
// activity codes in their order, its defaults, the steps it cannot do without, and whether its steps ask
// for a confirmation (the petition's review steps do; the RFE case's actions carry their own dialogs).
import type { WorkflowEntry } from "@/db/schema/cases";
import { ACTIVITY_CODES, ACTIVITY_DEFAULTS, defaultWorkflow } from "./definitions";
import { defaultRfeWorkflow, RFE_ACTIVITY_CODES, RFE_ACTIVITY_DEFAULTS } from "./rfe-definitions";

export const WORKFLOW_VARIANTS = ["petition", "rfe"] as const;
export type WorkflowVariant = (typeof WORKFLOW_VARIANTS)[number];

type VariantDef = {
  codes: readonly string[];
  names: Record<string, { name: string }>;
  defaults: (tenantTypeId: number) => WorkflowEntry[];
  /** Steps that cannot be excluded: the case opens on them or cannot end without them. */
  alwaysIncluded: readonly string[];
  /** The "confirmation required" option means something for this variant's steps. */
  usesConfirm: boolean;
};

export const VARIANTS: Record<WorkflowVariant, VariantDef> = {
  petition: { codes: ACTIVITY_CODES, names: ACTIVITY_DEFAULTS, defaults: defaultWorkflow, alwaysIncluded: ["CREATE_PETITION"], usesConfirm: true },
  rfe: {
    codes: RFE_ACTIVITY_CODES,
    names: RFE_ACTIVITY_DEFAULTS,
    defaults: () => defaultRfeWorkflow(),
    // Opening the RFE case completes its notice step; filing, USCIS's receipt and the decision are what the case is for.
    alwaysIncluded: ["RFE_NOTICE_RECORDED", "RFE_RESPONSE_FILED", "RFE_RESPONSE_RECEIVED", "RFE_DECISION"],
    usesConfirm: false,
  },
};

export const activityName = (variant: WorkflowVariant, code: string): string => VARIANTS[variant].names[code]?.name ?? code;
