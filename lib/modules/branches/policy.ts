// Who may see and change which branch (pure functions of the actor).
import { ROLE } from "@/lib/shared/constants/roles";
import { roleMay } from "@/lib/shared/permissions";

/**
 * The branch an actor is confined to: a branch manager sees only their own branch (null: no branch
 * assigned, nothing visible); undefined for everyone else (the whole tenant).
 */
export function branchScope(actor: { roleId: number; branchId: string | null }): string | null | undefined {
  return actor.roleId === ROLE.BRANCH_MANAGER ? actor.branchId : undefined;
}

/** Only the admins may activate or deactivate a branch (a branch manager edits their branch's details). */
export const canChangeBranchStatus = (roleId: number) => roleMay(roleId, "branch.manage");
