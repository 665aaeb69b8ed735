// The green-card employment case's activity list after the labor certification (issue 11: every variant has
// its own default list a firm configures like the petition's). The USCIS stages of the green card
// (lib/modules/greencard: I-140, I-485 with the I-765 and I-131 filed beside it) are the truth of where a
// case stands; the firm's list says who records each stage's filing and decision, who is told, and whether
// the work permit and travel document are tracked at all.
import type { WorkflowEntry } from "@/db/schema/cases";
import { ROLE } from "@/lib/shared/constants/roles";
import { defaultEntries, type VariantDef } from "./variant-entries";

export const GC_ACTIVITY_CODES = ["GC_I140_FILED", "GC_I140_DECIDED", "GC_I485_FILED", "GC_I765", "GC_I131", "GC_I485_DECIDED"] as const;
export type GcActivityCode = (typeof GC_ACTIVITY_CODES)[number];

const R = ROLE;
const STAFF = [R.ATTORNEY, R.SUPERVISOR, R.PARALEGAL];

export const GC_ACTIVITY_DEFAULTS: Record<GcActivityCode, VariantDef> = {
  GC_I140_FILED: { name: "I-140 filed", editors: STAFF, watchers: [R.ATTORNEY, R.PETITIONER], step: 1 },
  GC_I140_DECIDED: { name: "I-140 decision", editors: STAFF, watchers: [R.ATTORNEY, R.PETITIONER, R.BENEFICIARY], step: 1 },
  GC_I485_FILED: { name: "I-485 filed", editors: STAFF, watchers: [R.ATTORNEY, R.BENEFICIARY], step: 2 },
  GC_I765: { name: "Work permit (I-765)", editors: STAFF, watchers: [R.BENEFICIARY], step: 2 },
  GC_I131: { name: "Travel document (I-131)", editors: STAFF, watchers: [R.BENEFICIARY], step: 2 },
  GC_I485_DECIDED: { name: "I-485 decision", editors: STAFF, watchers: [R.ATTORNEY, R.PETITIONER, R.BENEFICIARY], step: 3 },
};

/** The green-card activity list of a firm that has not changed it. */
export const defaultGcWorkflow = (): WorkflowEntry[] => defaultEntries(GC_ACTIVITY_CODES, GC_ACTIVITY_DEFAULTS);
