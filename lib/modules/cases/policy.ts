// Who may see and change which case (pure functions of the actor and the case row).
import { ROLE } from "@/lib/shared/constants/roles";
import { roleMay } from "@/lib/shared/permissions";

export type CaseActor = { roleId: number; userId: string; branchId: string | null; companyId: string | null };

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
  if (roleMay(actor.roleId, "case.read")) return { kind: "tenant" };
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

