// Which firm users an actor reaches (pure); who may manage or grant which role is "user.manage" and
// "user.grant-role" of lib/shared/permissions.ts, which canManage and canGrantRole ask.
import { ROLE } from "@/lib/shared/constants/roles";
import { can } from "@/lib/shared/permissions";

export type PolicyActor = { roleId: number; branchId: string | null; membershipId: string; userId: string };
export type PolicyTarget = { id: string; userId: string; roleId: number; branchId: string | null; companyBranchId: string | null };

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
  return can({ roleId: actor.roleId, branchId: actor.branchId, permissions: [] }, "user.manage", target);
}

/** May the actor give a membership this role? Only staff roles are granted here; only role 1 grants role 1. */
export function canGrantRole(actorRoleId: number, roleId: number): boolean {
  return can({ roleId: actorRoleId, permissions: [] }, "user.grant-role", { roleId });
}

export const isSelf = (actor: Pick<PolicyActor, "membershipId" | "userId">, target: Pick<PolicyTarget, "id" | "userId">) =>
  actor.membershipId === target.id || actor.userId === target.userId;
