// Who may manage which firm user (pure functions of the actor and the target membership).
import { ROLE, STAFF_ROLES } from "@/lib/shared/constants/roles";

export type PolicyActor = { roleId: number; branchId: string | null; membershipId: string; userId: string };
export type PolicyTarget = { id: string; userId: string; roleId: number; branchId: string | null; companyBranchId: string | null };

/** Roles a branch manager may neither grant nor manage. */
const ABOVE_BRANCH_MANAGER: readonly number[] = [ROLE.PLATFORM_ADMIN, ROLE.SETTINGS, ROLE.ADMIN, ROLE.BRANCH_MANAGER];

export const isBranchManager = (roleId: number) => roleId === ROLE.BRANCH_MANAGER;

/** A branch manager sees the members of their branch (staff by branch, clients by their company's branch). */
export function inActorBranch(actor: Pick<PolicyActor, "branchId">, target: Pick<PolicyTarget, "branchId" | "companyBranchId">): boolean {
  if (!actor.branchId) return false;
  return target.branchId === actor.branchId || target.companyBranchId === actor.branchId;
}

/** The branch filter a list or detail query applies for this actor (undefined = whole tenant). */
export function visibilityBranch(actor: Pick<PolicyActor, "roleId" | "branchId">): string | null | undefined {
  return isBranchManager(actor.roleId) ? actor.branchId : undefined;
}

/** May the actor change another user's profile, role, branch or status? */
export function canManage(actor: PolicyActor, target: PolicyTarget): boolean {
  switch (actor.roleId) {
    case ROLE.PLATFORM_ADMIN:
      return true;
    case ROLE.SETTINGS:
    case ROLE.ADMIN:
      return target.roleId !== ROLE.PLATFORM_ADMIN;
    case ROLE.BRANCH_MANAGER:
      return !ABOVE_BRANCH_MANAGER.includes(target.roleId) && inActorBranch(actor, target);
    default:
      return false;
  }
}

/** May the actor give a membership this role? Only staff roles are granted here; only role 1 grants role 1. */
export function canGrantRole(actorRoleId: number, roleId: number): boolean {
  if (!STAFF_ROLES.includes(roleId)) return false;
  switch (actorRoleId) {
    case ROLE.PLATFORM_ADMIN:
      return true;
    case ROLE.SETTINGS:
    case ROLE.ADMIN:
      return roleId !== ROLE.PLATFORM_ADMIN;
    case ROLE.BRANCH_MANAGER:
      return !ABOVE_BRANCH_MANAGER.includes(roleId);
    default:
      return false;
  }
}

export const isSelf = (actor: Pick<PolicyActor, "membershipId" | "userId">, target: Pick<PolicyTarget, "id" | "userId">) =>
  actor.membershipId === target.id || actor.userId === target.userId;
