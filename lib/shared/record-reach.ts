// The reach of a client-owned record (an LCA, a cap registration, a PWD): who reads it is one rule —
// nobody without the read action; a branch manager their branch's records; a petitioner its company's;
// the firm's other readers all of the firm's. The SQL condition is lib/server/db/record-reach.ts.
import { ROLE } from "@/lib/shared/constants/roles";
import { can } from "@/lib/shared/permissions";

export type RecordReach = { kind: "tenant" } | { kind: "branch"; branchId: string | null } | { kind: "company"; companyId: string | null } | { kind: "none" };

export type ReachActor = { roleId: number; branchId: string | null; companyId: string | null; permissions: readonly string[] };

export function recordReach(actor: ReachActor, readAction: Parameters<typeof can>[1]): RecordReach {
  if (!can(actor, readAction)) return { kind: "none" };
  if (actor.roleId === ROLE.BRANCH_MANAGER) return { kind: "branch", branchId: actor.branchId };
  if (actor.roleId === ROLE.PETITIONER) return { kind: "company", companyId: actor.companyId };
  return { kind: "tenant" };
}
