// Who may see and change which client (pure functions of the actor and the client row).
import { ROLE, STAFF_ROLES } from "@/lib/shared/constants/roles";
import { roleMay } from "@/lib/shared/permissions";

type PolicyActor = { roleId: number; branchId: string | null; companyId: string | null; userId: string };

/**
 * The part of the tenant's clients an actor reaches. Branch managers: their branch (none without a
 * branch). Petitioners: their own company. Beneficiaries: none. Other staff: the whole tenant.
 */
export type ClientVisibility =
  | { kind: "tenant" }
  | { kind: "branch"; branchId: string | null }
  | { kind: "company"; companyId: string | null }
  | { kind: "none" };

export function clientVisibility(actor: Pick<PolicyActor, "roleId" | "branchId" | "companyId">): ClientVisibility {
  if (actor.roleId === ROLE.BRANCH_MANAGER) return { kind: "branch", branchId: actor.branchId };
  if (actor.roleId === ROLE.PETITIONER) return { kind: "company", companyId: actor.companyId };
  if (STAFF_ROLES.includes(actor.roleId)) return { kind: "tenant" };
  return { kind: "none" };
}

/** Whether a client row (its id and branch) is within the actor's reach. */
export function canSeeClient(actor: Pick<PolicyActor, "roleId" | "branchId" | "companyId">, client: { id: string; branchId: string | null }): boolean {
  const vis = clientVisibility(actor);
  switch (vis.kind) {
    case "tenant":
      return true;
    case "branch":
      return vis.branchId !== null && client.branchId === vis.branchId;
    case "company":
      return vis.companyId !== null && client.id === vis.companyId;
    case "none":
      return false;
  }
}

export const isPetitioner = (roleId: number) => roleId === ROLE.PETITIONER;
export const isBranchManager = (roleId: number) => roleId === ROLE.BRANCH_MANAGER;

/**
 * The branch a new client (or beneficiary) goes to: a branch manager's own branch (they may not
 * name another), otherwise what the caller chose. Returns "forbidden" when a branch manager names
 * another branch.
 */
export function branchForNewRecord(actor: Pick<PolicyActor, "roleId" | "branchId">, requested: string | null | undefined): string | null | "forbidden" {
  if (isBranchManager(actor.roleId)) {
    if (requested && requested !== actor.branchId) return "forbidden";
    return actor.branchId;
  }
  return requested ?? null;
}

/** May the actor move a record from `current` to the `requested` branch? ("branch.move-record" of lib/shared/permissions.ts) */
export function canChangeBranch(actor: Pick<PolicyActor, "roleId">, current: string | null, requested: string | null): boolean {
  return requested === current || roleMay(actor.roleId, "branch.move-record");
}
