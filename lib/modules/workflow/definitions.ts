// The workflow activity codes of spec section 4 in order, with the default configuration of a new firm.
import type { WorkflowEntry } from "@/db/schema/cases";
import { ROLE, roleName } from "@/lib/shared/constants/roles";

export const ACTIVITY_CODES = [
  "CREATE_PETITION",
  "SUBMIT_BY_BENEFICIARY",
  "SUBMIT_TO_LAW_FIRM",
  "LCA_REQUEST",
  "LCA_SUBMIT",
  "MANAGER_LIST",
  "ASSIGN_SUPERVISOR",
  "SUPERVISOR_LIST",
  "ASSIGN_PARALEGAL",
  "PARALEGAL_LIST",
  "ASSIGN_DOCUMENTATION_MANAGER",
  "DOCUMENTATION_MANAGER_LIST",
  "ASSIGN_DOCUMENTATION_EXECUTIVE",
  "DOCUMENTATION_EXECUTIVE_LIST",
  "ASSIGN_ATTORNEY",
  "ATTORNEY_LIST",
  "ASSIGN_CASE_APPROVER",
  "CASE_APPROVED",
  "FILING_FEE",
  "FILE_AFTER_INVOICE",
  "FILE_AFTER_INVOICE_PAYMENT",
  "REQUEST_PETITIONER_SIGN",
  "DOC_SIGNER_LIST",
  "SUPERVISOR_FORMS_REVIEW",
  "SUBMIT_TO_USCIS",
  "COURIER_TRACKING",
  "UPDATE_USCIS_RECEIPT_NUMBER",
  "UPDATE_USCIS_RESPONSE",
  "UPDATE_DOL_RESPONSE",
] as const;
export type ActivityCode = (typeof ACTIVITY_CODES)[number];

/** Codes recorded on cases outside the configurable sequence. */
export const EXTRA_CODES = [
  "ASSIGN_CUSTOM_CASE_NO",
  "LCA_REQUIRED",
  "USCIS_APPROVED",
  "USCIS_RECEIVED_RFE",
  "USCIS_DENIED",
  "USCIS_WITHDRAWN",
] as const;

const R = ROLE;
type Def = { name: string; editors: number[]; watchers: number[]; step: 1 | 2 | 3; include?: boolean; optional?: boolean; confirm?: boolean; status?: number };

/** Defaults per activity; `status` is the case status (1..33) the case moves to when it completes. */
export const ACTIVITY_DEFAULTS: Record<ActivityCode, Def> = {
  CREATE_PETITION: { name: "Create case", editors: [R.ADMIN, R.BRANCH_MANAGER, R.FRONT_OFFICE, R.PETITIONER], watchers: [R.ADMIN], step: 1, status: 1 },
  SUBMIT_BY_BENEFICIARY: { name: "Beneficiary submits questionnaire", editors: [R.BENEFICIARY], watchers: [R.ADMIN, R.PETITIONER], step: 1, status: 2 },
  SUBMIT_TO_LAW_FIRM: { name: "Submit to law firm", editors: [R.PETITIONER, R.FRONT_OFFICE], watchers: [R.ADMIN, R.BRANCH_MANAGER], step: 1, status: 3 },
  LCA_REQUEST: { name: "Request LCA", editors: [R.PETITIONER, R.LCA_MANAGER], watchers: [R.LCA_MANAGER], step: 1, include: false, optional: true },
  LCA_SUBMIT: { name: "Submit LCA", editors: [R.LCA_MANAGER], watchers: [R.ADMIN, R.PETITIONER], step: 1, include: false, optional: true },
  MANAGER_LIST: { name: "Manager receives the case", editors: [R.ADMIN, R.BRANCH_MANAGER], watchers: [R.ADMIN], step: 1, status: 3 },
  ASSIGN_SUPERVISOR: { name: "Assign supervisor", editors: [R.ADMIN, R.BRANCH_MANAGER], watchers: [R.SUPERVISOR], step: 2 },
  SUPERVISOR_LIST: { name: "Supervisor review", editors: [R.SUPERVISOR], watchers: [R.ADMIN], step: 2, status: 11 },
  ASSIGN_PARALEGAL: { name: "Assign paralegal", editors: [R.SUPERVISOR], watchers: [R.PARALEGAL], step: 2 },
  PARALEGAL_LIST: { name: "Paralegal review", editors: [R.PARALEGAL], watchers: [R.SUPERVISOR], step: 2, status: 7, confirm: true },
  ASSIGN_DOCUMENTATION_MANAGER: { name: "Assign documentation manager", editors: [R.SUPERVISOR], watchers: [R.DOC_MANAGER], step: 2, include: false, optional: true },
  DOCUMENTATION_MANAGER_LIST: { name: "Documentation manager prepares forms", editors: [R.DOC_MANAGER], watchers: [R.SUPERVISOR], step: 2, include: false, optional: true, status: 5 },
  ASSIGN_DOCUMENTATION_EXECUTIVE: { name: "Assign documentation executive", editors: [R.DOC_MANAGER], watchers: [R.DOC_EXECUTIVE], step: 2, include: false, optional: true },
  DOCUMENTATION_EXECUTIVE_LIST: { name: "Documentation executive prepares forms", editors: [R.DOC_EXECUTIVE], watchers: [R.DOC_MANAGER], step: 2, include: false, optional: true, status: 5 },
  ASSIGN_ATTORNEY: { name: "Assign attorney", editors: [R.SUPERVISOR], watchers: [R.ATTORNEY], step: 2 },
  ATTORNEY_LIST: { name: "Attorney review", editors: [R.ATTORNEY], watchers: [R.SUPERVISOR], step: 2, status: 6, confirm: true },
  ASSIGN_CASE_APPROVER: { name: "Assign case approver", editors: [R.ADMIN, R.BRANCH_MANAGER], watchers: [R.ATTORNEY], step: 2, include: false, optional: true },
  CASE_APPROVED: { name: "Case approved for filing", editors: [R.ATTORNEY], watchers: [R.SUPERVISOR, R.PETITIONER], step: 2, status: 8, confirm: true },
  FILING_FEE: { name: "Filing fee", editors: [R.FRONT_OFFICE], watchers: [R.PETITIONER], step: 3 },
  FILE_AFTER_INVOICE: { name: "File after invoice", editors: [R.FRONT_OFFICE], watchers: [R.ADMIN], step: 3, include: false, optional: true },
  FILE_AFTER_INVOICE_PAYMENT: { name: "File after invoice payment", editors: [R.FRONT_OFFICE], watchers: [R.ADMIN], step: 3, include: false, optional: true },
  REQUEST_PETITIONER_SIGN: { name: "Request petitioner signature", editors: [R.ATTORNEY, R.PARALEGAL], watchers: [R.PETITIONER], step: 3, status: 9 },
  DOC_SIGNER_LIST: { name: "Petitioner signs the forms", editors: [R.PETITIONER], watchers: [R.PARALEGAL, R.ATTORNEY], step: 3, status: 10 },
  SUPERVISOR_FORMS_REVIEW: { name: "Supervisor reviews signed forms", editors: [R.SUPERVISOR], watchers: [R.PARALEGAL], step: 3, status: 11, confirm: true },
  SUBMIT_TO_USCIS: { name: "Submit to USCIS", editors: [R.FRONT_OFFICE, R.PARALEGAL], watchers: [R.ATTORNEY, R.PETITIONER], step: 3, status: 12 },
  COURIER_TRACKING: { name: "Courier tracking", editors: [R.FRONT_OFFICE], watchers: [R.PARALEGAL], step: 3 },
  UPDATE_USCIS_RECEIPT_NUMBER: { name: "USCIS receipt number", editors: [R.FRONT_OFFICE], watchers: [R.ATTORNEY, R.PETITIONER], step: 3, status: 13 },
  UPDATE_USCIS_RESPONSE: { name: "USCIS response", editors: [R.FRONT_OFFICE, R.ATTORNEY], watchers: [R.ATTORNEY, R.PETITIONER, R.BENEFICIARY], step: 3 },
  UPDATE_DOL_RESPONSE: { name: "DOL response", editors: [R.LCA_MANAGER, R.ATTORNEY], watchers: [R.ATTORNEY], step: 3, include: false, optional: true },
};

const named = (roleId: number) => ({ roleId, name: roleName(roleId) });

/** The configuration of a firm that has not changed it. Tenant type 2 limits two editors (spec section 6). */
export function defaultWorkflow(tenantTypeId = 1): WorkflowEntry[] {
  return ACTIVITY_CODES.map((code) => {
    const d = ACTIVITY_DEFAULTS[code];
    const petitionerTenant = tenantTypeId === 2 && (code === "CREATE_PETITION" || code === "LCA_REQUEST");
    const editors = petitionerTenant ? [R.ADMIN, R.BRANCH_MANAGER] : d.editors;
    return {
      code,
      name: d.name,
      editors: editors.map(named),
      watchers: d.watchers.map(named),
      include: d.include ?? true,
      actionRequired: "Yes",
      step: d.step,
      optional: d.optional ?? false,
      confirmRequired: d.confirm ?? false,
    };
  });
}

export const isActivityCode = (code: string): code is ActivityCode => (ACTIVITY_CODES as readonly string[]).includes(code);
