// The branch an actor is confined to (pure); who may create, edit or (de)activate branches: lib/shared/permissions.ts.
import { ROLE } from "@/lib/shared/constants/roles";

/**
 * The branch an actor is confined to: a branch manager sees only their own branch (null: no branch
 * assigned, nothing visible); undefined for everyone else (the whole tenant).
 */
export function branchScope(actor: { roleId: number; branchId: string | null }): string | null | undefined {
  return actor.roleId === ROLE.BRANCH_MANAGER ? actor.branchId : undefined;
}
