// Who reaches which case (pure): the actor's CaseVisibility. Its SQL, applied by every read and lock of a
// case, is repository/visibility.ts caseVisibilityCond — the one place the rule is decided.
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

