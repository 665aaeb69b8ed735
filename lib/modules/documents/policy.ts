// Who may do what with case documents (pure functions of the actor's role).
import { ROLE } from "@/lib/shared/constants/roles";
import { roleMay } from "@/lib/shared/permissions";
import type { DocumentCategory } from "./contract";

/** The law office's case roles (not the subscriber or the I-9 user): "document.manage" of lib/shared/permissions.ts. */
export const isDocumentStaff = (roleId: number) => roleMay(roleId, "document.manage");

/**
 * The categories a role reads on a case it sees: staff all of them; the petitioner also the forms it
 * signs, the filed packet, the RFE response it signs and the PERM forms (the employer signs the ETA-9089); the beneficiary its own documents and USCIS's answer;
 * both the green card's USCIS notices (the I-140 is the employer's petition, the I-485 the worker's application).
 */
export function readableCategories(roleId: number): readonly DocumentCategory[] {
  if (isDocumentStaff(roleId)) return ["beneficiary_doc", "forms_letters", "scanned_copy", "uscis_response", "rfe_response", "rfe_scanned_copy", "perm_forms", "gc_notices"];
  if (roleId === ROLE.PETITIONER) return ["beneficiary_doc", "forms_letters", "scanned_copy", "uscis_response", "rfe_response", "rfe_scanned_copy", "perm_forms", "gc_notices"];
  if (roleId === ROLE.BENEFICIARY) return ["beneficiary_doc", "uscis_response", "gc_notices"];
  return [];
}

/** A beneficiary reads only the beneficiary documents of their own record(s). */
export const seesOnlyOwnBeneficiaryDocs = (roleId: number) => roleId === ROLE.BENEFICIARY;

/** Staff-sent beneficiary documents count as accepted; a petitioner's or beneficiary's wait for review. */
export const initialBeneficiaryDocStatus = (roleId: number): "accepted" | "pending" => (isDocumentStaff(roleId) ? "accepted" : "pending");
