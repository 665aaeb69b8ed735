// Who reaches which LCA and who may change it (pure). The SQL of the reach is repository.ts
// lcaVisibilityCond; the update rule is spec section 4: an LCA may be updated when its status is 2 or
// 3 and the current user logged that status, or the user is an admin; never once a linked case is
// approved (CASE_APPROVED). Status changes follow LCA_TRANSITIONS for the roles of "lca.update".
import { can } from "@/lib/shared/permissions";
import { recordReach, type RecordReach } from "@/lib/shared/record-reach";
import { EDITABLE_LCA_STATUSES, LCA_STATUS, LCA_TRANSITIONS, type LcaStatusId } from "./constants";

export type LcaActor = { roleId: number; userId: string; branchId: string | null; companyId: string | null; permissions: readonly string[] };

export type LcaVisibility = RecordReach;

export const lcaVisibility = (actor: LcaActor): LcaVisibility => recordReach(actor, "lca.read");

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
