// Who may send a questionnaire and read the submitted answers of a case (pure).
import { ROLE, STAFF_ROLES } from "@/lib/shared/constants/roles";

/** Staff roles that send questionnaire links, plus petitioners for their own company's cases. */
export const SEND_ROLES: readonly number[] = [
  ROLE.ADMIN,
  ROLE.BRANCH_MANAGER,
  ROLE.FRONT_OFFICE,
  ROLE.ATTORNEY,
  ROLE.SUPERVISOR,
  ROLE.PARALEGAL,
  ROLE.PETITIONER,
];

/** Firm staff and petitioners (their own company's cases) read the submitted answers. */
export const FILLED_ROLES: readonly number[] = [...STAFF_ROLES, ROLE.PETITIONER];

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
