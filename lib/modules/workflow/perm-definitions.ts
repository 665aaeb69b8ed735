// The PERM labor certification's activity list (issue 11: "one workflow engine serves every variant, each
// with its own default activity list that a firm can configure like the petition's"). The PERM record's
// status is the truth of where it stands (lib/modules/perm: 17 → 18 → 19 → 20 → 21, audit 27/28 → 29, the
// DOL's decision 22/23/31); the firm's list says who takes each step, who is told, and whether the two
// preparation checkpoints (questionnaires finalized, the attorney's review of the draft) are used at all.
import type { WorkflowEntry } from "@/db/schema/cases";
import { ROLE } from "@/lib/shared/constants/roles";
import { defaultEntries, type VariantDef } from "./variant-entries";

export const PERM_ACTIVITY_CODES = [
  "PERM_QUESTIONNAIRE_FINALIZED",
  "PERM_DRAFT_CREATED",
  "PERM_DRAFT_APPROVED",
  "PERM_FILED",
  "PERM_DOL_DECISION",
  "PERM_AUDIT_RESPONSE",
] as const;
export type PermActivityCode = (typeof PERM_ACTIVITY_CODES)[number];

const R = ROLE;

export const PERM_ACTIVITY_DEFAULTS: Record<PermActivityCode, VariantDef> = {
  PERM_QUESTIONNAIRE_FINALIZED: { name: "PERM questionnaires finalized", editors: [R.ATTORNEY, R.PARALEGAL], watchers: [R.ATTORNEY], step: 1 },
  PERM_DRAFT_CREATED: { name: "ETA-9089 draft created", editors: [R.PARALEGAL, R.ATTORNEY, R.LCA_MANAGER], watchers: [R.ATTORNEY], step: 1 },
  PERM_DRAFT_APPROVED: { name: "ETA-9089 draft approved", editors: [R.ATTORNEY], watchers: [R.PARALEGAL, R.PETITIONER], step: 2 },
  PERM_FILED: { name: "PERM application filed with the DOL", editors: [R.PARALEGAL, R.ATTORNEY], watchers: [R.ATTORNEY, R.PETITIONER], step: 3 },
  PERM_DOL_DECISION: { name: "DOL decision", editors: [R.ATTORNEY, R.PARALEGAL], watchers: [R.ATTORNEY, R.PETITIONER, R.BENEFICIARY], step: 3 },
  PERM_AUDIT_RESPONSE: { name: "Audit or supervised recruitment answered", editors: [R.ATTORNEY, R.PARALEGAL], watchers: [R.ATTORNEY, R.PETITIONER], step: 3 },
};

/** The PERM activity list of a firm that has not changed it. */
export const defaultPermWorkflow = (): WorkflowEntry[] => defaultEntries(PERM_ACTIVITY_CODES, PERM_ACTIVITY_DEFAULTS);
