// Who reaches which LCA and who may change it (pure). The SQL of the reach is repository.ts
// lcaVisibilityCond; the update rule is spec section 4: an LCA may be updated when its status is 2 or
// 3 and the current user logged that status, or the user is an admin; never once a linked case is
// approved (CASE_APPROVED). Status changes follow LCA_TRANSITIONS for the roles of "lca.update".
import { ROLE } from "@/lib/shared/constants/roles";
import { can } from "@/lib/shared/permissions";
import { EDITABLE_LCA_STATUSES, LCA_STATUS, LCA_TRANSITIONS, type LcaStatusId } from "./constants";

export type LcaActor = { roleId: number; userId: string; branchId: string | null; companyId: string | null; permissions: readonly string[] };

/** Branch managers reach their branch's LCAs, petitioners their company's, other readers the firm's. */
export type LcaVisibility = { kind: "tenant" } | { kind: "branch"; branchId: string | null } | { kind: "company"; companyId: string | null } | { kind: "none" };

export function lcaVisibility(actor: LcaActor): LcaVisibility {
  if (!can(actor, "lca.read")) return { kind: "none" };
  if (actor.roleId === ROLE.BRANCH_MANAGER) return { kind: "branch", branchId: actor.branchId };
  if (actor.roleId === ROLE.PETITIONER) return { kind: "company", companyId: actor.companyId };
  return { kind: "tenant" };
}

export type LcaUpdateBlock = "PERMISSION" | "CASE_APPROVED" | "STATUS" | "NOT_OWNER";

export type LcaState = {
  statusId: LcaStatusId;
  branchId: string | null;
  /** Who logged the current status (the newest status log). */
  statusLoggedBy: string | null;
  /** Whether a linked case has CASE_APPROVED. */
  caseApproved: boolean;
};

/** Why `actor` may not update the LCA now, or null when they may (spec section 4). */
export function lcaUpdateBlock(actor: LcaActor, lca: LcaState): LcaUpdateBlock | null {
  if (!can(actor, "lca.update", { branchId: lca.branchId })) return "PERMISSION";
  if (lca.caseApproved) return "CASE_APPROVED";
  if (!EDITABLE_LCA_STATUSES.includes(lca.statusId)) return "STATUS";
  if (lca.statusLoggedBy !== actor.userId && !can(actor, "lca.update-any")) return "NOT_OWNER";
  return null;
}

/** The statuses `actor` may move the LCA to now (none without "lca.update" on its branch). Expiry is the daily job's, after the end date. */
export function nextLcaStatuses(actor: LcaActor, lca: Pick<LcaState, "statusId" | "branchId">): LcaStatusId[] {
  if (!can(actor, "lca.update", { branchId: lca.branchId })) return [];
  return LCA_TRANSITIONS[lca.statusId].filter((s) => s !== LCA_STATUS.EXPIRED);
}
