// Who may see and change which branch (pure functions of the actor).
import { ROLE, STAFF_ROLES } from "@/lib/shared/constants/roles";

/** Create and delete branches: platform admin, settings role, admin. */
export const BRANCH_ADMIN_ROLES: readonly number[] = [ROLE.PLATFORM_ADMIN, ROLE.SETTINGS, ROLE.ADMIN];
/** Open and edit a branch: the admins, and a branch manager their own branch. */
export const BRANCH_EDITOR_ROLES: readonly number[] = [...BRANCH_ADMIN_ROLES, ROLE.BRANCH_MANAGER];
/** List branches (dropdowns): every firm user. */
export const BRANCH_READER_ROLES: readonly number[] = STAFF_ROLES;

/**
 * The branch an actor is confined to: a branch manager sees only their own branch (null: no branch
 * assigned, nothing visible); undefined for everyone else (the whole tenant).
 */
export function branchScope(actor: { roleId: number; branchId: string | null }): string | null | undefined {
  return actor.roleId === ROLE.BRANCH_MANAGER ? actor.branchId : undefined;
}

/** Only the admins may activate or deactivate a branch (a branch manager edits their branch's details). */
export const canChangeBranchStatus = (roleId: number) => BRANCH_ADMIN_ROLES.includes(roleId);
