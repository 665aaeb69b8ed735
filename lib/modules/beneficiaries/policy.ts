// Who may see and change which beneficiary (pure functions of the actor and the beneficiary row).
import { ROLE, STAFF_ROLES } from "@/lib/shared/constants/roles";

type PolicyActor = { roleId: number; branchId: string | null; companyId: string | null; userId: string };

/**
 * The part of the tenant's beneficiaries an actor reaches: branch managers their branch (none without
 * one), petitioners their company's, a beneficiary the record linked to their login, other staff all.
 */
export type BeneficiaryVisibility =
  | { kind: "tenant" }
  | { kind: "branch"; branchId: string | null }
  | { kind: "company"; companyId: string | null }
  | { kind: "self"; userId: string }
  | { kind: "none" };

export function beneficiaryVisibility(actor: PolicyActor): BeneficiaryVisibility {
  if (actor.roleId === ROLE.BRANCH_MANAGER) return { kind: "branch", branchId: actor.branchId };
  if (actor.roleId === ROLE.PETITIONER) return { kind: "company", companyId: actor.companyId };
  if (actor.roleId === ROLE.BENEFICIARY) return { kind: "self", userId: actor.userId };
  if (STAFF_ROLES.includes(actor.roleId)) return { kind: "tenant" };
  return { kind: "none" };
}

export function canSeeBeneficiary(actor: PolicyActor, b: { companyId: string | null; branchId: string | null; userId: string | null }): boolean {
  const vis = beneficiaryVisibility(actor);
  switch (vis.kind) {
    case "tenant":
      return true;
    case "branch":
      return vis.branchId !== null && b.branchId === vis.branchId;
    case "company":
      return vis.companyId !== null && b.companyId === vis.companyId;
    case "self":
      return b.userId === vis.userId;
    case "none":
      return false;
  }
}
