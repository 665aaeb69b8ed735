// Who may do what with case documents (pure functions of the actor's role).
import { ROLE } from "@/lib/shared/constants/roles";
import type { DocumentCategory } from "./contract";

/** The law office's case roles (not the subscriber or the I-9 user). */
export const DOCUMENT_STAFF_ROLES: readonly number[] = [
  ROLE.PLATFORM_ADMIN,
  ROLE.SETTINGS,
  ROLE.ADMIN,
  ROLE.BRANCH_MANAGER,
  ROLE.FRONT_OFFICE,
  ROLE.ATTORNEY,
  ROLE.SUPERVISOR,
  ROLE.PARALEGAL,
  ROLE.DOC_MANAGER,
  ROLE.DOC_EXECUTIVE,
  ROLE.LCA_MANAGER,
];
/** Everyone who may read a case's documents (each within the cases they see). */
export const DOCUMENT_READER_ROLES: readonly number[] = [...DOCUMENT_STAFF_ROLES, ROLE.PETITIONER, ROLE.BENEFICIARY];
/** Who sends beneficiary documents: staff, the petitioner of the case, the beneficiary. */
export const BENEFICIARY_DOC_UPLOADER_ROLES: readonly number[] = DOCUMENT_READER_ROLES;
/** The per-case-type checklists of requested documents. */
export const CHECKLIST_EDITOR_ROLES: readonly number[] = [ROLE.PLATFORM_ADMIN, ROLE.SETTINGS, ROLE.ADMIN];

export const isDocumentStaff = (roleId: number) => DOCUMENT_STAFF_ROLES.includes(roleId);

/**
 * The categories a role reads on a case it sees: staff all of them; the petitioner also the forms it
 * signs and the filed packet; the beneficiary its own documents and USCIS's answer.
 */
export function readableCategories(roleId: number): readonly DocumentCategory[] {
  if (isDocumentStaff(roleId)) return ["beneficiary_doc", "forms_letters", "scanned_copy", "uscis_response"];
  if (roleId === ROLE.PETITIONER) return ["beneficiary_doc", "forms_letters", "scanned_copy", "uscis_response"];
  if (roleId === ROLE.BENEFICIARY) return ["beneficiary_doc", "uscis_response"];
  return [];
}

/** A beneficiary reads only the beneficiary documents of their own record(s). */
export const seesOnlyOwnBeneficiaryDocs = (roleId: number) => roleId === ROLE.BENEFICIARY;

/** Staff-sent beneficiary documents count as accepted; a petitioner's or beneficiary's wait for review. */
export const initialBeneficiaryDocStatus = (roleId: number): "accepted" | "pending" => (isDocumentStaff(roleId) ? "accepted" : "pending");

/** Scanned copies of the filed packet: staff and the petitioner. */
export const SCANNED_COPY_READER_ROLES: readonly number[] = [...DOCUMENT_STAFF_ROLES, ROLE.PETITIONER];
