// Which case a questionnaire caller reaches (pure); who may send or read: lib/shared/permissions.ts.
import { ROLE, STAFF_ROLES } from "@/lib/shared/constants/roles";

type Reacher = { roleId: number; branchId: string | null; companyId: string | null };
type CaseScope = { branchId: string | null; petitionerId: string | null };

/**
 * Whether the caller reaches the case: branch managers their branch's cases, petitioners their
 * company's cases, other staff every case of the firm. Outside the reach the case is "not found".
 */
export function reachesCase(actor: Reacher, p: CaseScope): boolean {
  if (actor.roleId === ROLE.PETITIONER) return actor.companyId !== null && p.petitionerId === actor.companyId;
  if (actor.roleId === ROLE.BRANCH_MANAGER) return actor.branchId !== null && p.branchId === actor.branchId;
  return STAFF_ROLES.includes(actor.roleId);
}
