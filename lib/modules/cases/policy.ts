// Who may see and change which case (pure functions of the actor and the case row).
import { ROLE, STAFF_ROLES } from "@/lib/shared/constants/roles";

export type CaseActor = { roleId: number; userId: string; branchId: string | null; companyId: string | null };

/**
 * Read cases: firm users (not the I-9 user 49 nor the subscriber 12, who work outside case
 * management), a petitioner (their company's cases), a beneficiary (cases naming them).
 */
export const CASE_READER_ROLES: readonly number[] = [
  ...STAFF_ROLES.filter((r) => r !== ROLE.I9_USER && r !== ROLE.SUBSCRIBER),
  ROLE.PETITIONER,
  ROLE.BENEFICIARY,
];
/** Create cases (then the CREATE_PETITION entry of the firm's workflow must also let the role act). */
export const CASE_CREATOR_ROLES: readonly number[] = [ROLE.ADMIN, ROLE.BRANCH_MANAGER, ROLE.FRONT_OFFICE, ROLE.PETITIONER];
/** Edit a case's fields (roles 50, 3 and 11 only until SUBMIT_TO_LAW_FIRM, see editBlocked). */
export const CASE_EDITOR_ROLES: readonly number[] = [
  ROLE.ADMIN,
  ROLE.BRANCH_MANAGER,
  ROLE.FRONT_OFFICE,
  ROLE.ATTORNEY,
  ROLE.SUPERVISOR,
  ROLE.PARALEGAL,
  ROLE.DOC_MANAGER,
  ROLE.DOC_EXECUTIVE,
  ROLE.LCA_MANAGER,
  ROLE.PETITIONER,
];
/** Replace a beneficiary or petitioner across cases: the firm's admins. */
export const CASE_BULK_REPLACE_ROLES: readonly number[] = [ROLE.ADMIN, ROLE.BRANCH_MANAGER];

/**
 * The part of the tenant's cases an actor reaches: branch managers the cases of their branch (none
 * without a branch), petitioners their company's, beneficiaries the cases naming a beneficiary record
 * linked to their login, other staff the whole tenant.
 */
export type CaseVisibility =
  | { kind: "tenant" }
  | { kind: "branch"; branchId: string | null }
  | { kind: "company"; companyId: string | null }
  | { kind: "beneficiary"; userId: string }
  | { kind: "none" };

export function caseVisibility(actor: CaseActor): CaseVisibility {
  if (actor.roleId === ROLE.BRANCH_MANAGER) return { kind: "branch", branchId: actor.branchId };
  if (actor.roleId === ROLE.PETITIONER) return { kind: "company", companyId: actor.companyId };
  if (actor.roleId === ROLE.BENEFICIARY) return { kind: "beneficiary", userId: actor.userId };
  if (CASE_READER_ROLES.includes(actor.roleId)) return { kind: "tenant" };
  return { kind: "none" };
}

/** Whether a case is within reach; `beneficiaryUserIds` are the logins of the case's beneficiaries. */
export function canSeeCase(actor: CaseActor, c: { branchId: string | null; petitionerId: string | null; beneficiaryUserIds: readonly (string | null)[] }): boolean {
  const vis = caseVisibility(actor);
  switch (vis.kind) {
    case "tenant":
      return true;
    case "branch":
      return vis.branchId !== null && c.branchId === vis.branchId;
    case "company":
      return vis.companyId !== null && c.petitionerId === vis.companyId;
    case "beneficiary":
      return c.beneficiaryUserIds.includes(vis.userId);
    case "none":
      return false;
  }
}

export const mayEditCaseFields = (roleId: number) => CASE_EDITOR_ROLES.includes(roleId);
