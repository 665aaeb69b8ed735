// The RFE case's activity list (issue 11: "one workflow engine serves every variant, each with its own
// default activity list"). Same entry shape, same engine (engine.ts planStep) and the same rules (canAct,
// advance) as the petition's workflow; the statuses are those of spec section 3.
import type { WorkflowEntry } from "@/db/schema/cases";
import { ROLE } from "@/lib/shared/constants/roles";
import { defaultEntries, type VariantDef } from "./variant-entries";

export const RFE_ACTIVITY_CODES = [
  "RFE_NOTICE_RECORDED",
  "RFE_ASSIGN_ATTORNEY",
  "RFE_RESPONSE_DOCS_PREPARED",
  "RFE_RESPONSE_DOCS_APPROVED",
  "RFE_REQUEST_PETITIONER_SIGN",
  "RFE_PETITIONER_SIGNED",
  "RFE_RESPONSE_FILED",
  "RFE_RESPONSE_RECEIVED",
  "RFE_DECISION",
] as const;
export type RfeActivityCode = (typeof RFE_ACTIVITY_CODES)[number];

const R = ROLE;

export const RFE_ACTIVITY_DEFAULTS: Record<RfeActivityCode, VariantDef> = {
  RFE_NOTICE_RECORDED: { name: "RFE notice recorded", editors: [R.FRONT_OFFICE, R.ATTORNEY, R.PARALEGAL], watchers: [R.ATTORNEY], step: 1 },
  RFE_ASSIGN_ATTORNEY: { name: "Assign the response attorney", editors: [R.ADMIN, R.BRANCH_MANAGER, R.SUPERVISOR], watchers: [R.ATTORNEY], step: 1 },
  RFE_RESPONSE_DOCS_PREPARED: { name: "Response documents prepared", editors: [R.PARALEGAL, R.ATTORNEY, R.DOC_MANAGER], watchers: [R.ATTORNEY], step: 2, status: 32 },
  RFE_RESPONSE_DOCS_APPROVED: { name: "Response documents approved", editors: [R.ATTORNEY], watchers: [R.PARALEGAL, R.PETITIONER], step: 2, status: 33 },
  RFE_REQUEST_PETITIONER_SIGN: { name: "Request petitioner signature", editors: [R.ATTORNEY, R.PARALEGAL], watchers: [R.PETITIONER], step: 3, optional: true, status: 9 },
  RFE_PETITIONER_SIGNED: { name: "Petitioner signs the response", editors: [R.PETITIONER], watchers: [R.PARALEGAL, R.ATTORNEY], step: 3, optional: true, status: 10 },
  RFE_RESPONSE_FILED: { name: "Response filed with USCIS", editors: [R.FRONT_OFFICE, R.PARALEGAL], watchers: [R.ATTORNEY, R.PETITIONER], step: 3, status: 25 },
  RFE_RESPONSE_RECEIVED: { name: "Response received by USCIS", editors: [R.FRONT_OFFICE, R.ATTORNEY], watchers: [R.ATTORNEY, R.PETITIONER], step: 3, status: 26 },
  RFE_DECISION: { name: "USCIS decision", editors: [R.FRONT_OFFICE, R.ATTORNEY], watchers: [R.ATTORNEY, R.PETITIONER, R.BENEFICIARY], step: 3 },
};

/** The RFE activity list of a firm that has not changed it. */
export const defaultRfeWorkflow = (): WorkflowEntry[] => defaultEntries(RFE_ACTIVITY_CODES, RFE_ACTIVITY_DEFAULTS);

export const rfeDefaultStatus = (code: string): number | undefined => RFE_ACTIVITY_DEFAULTS[code as RfeActivityCode]?.status;
