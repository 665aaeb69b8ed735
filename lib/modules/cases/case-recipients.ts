// Who may be told about a case (notifications, lib/modules/notifications/notify.ts): only users who can
// see it. Every candidate's active memberships are checked against the one visibility rule
// (repository/visibility.ts findVisibleCase with policy.ts caseVisibility), never a JavaScript copy.
import "server-only";
import type { PetitionRow } from "@/db/schema/cases";
import { notify, type NotificationKind, type NotificationParams } from "@/lib/modules/notifications/notify";
import type { Executor } from "@/lib/server/db/client";
import { caseDetailsPath } from "./contract";
import { caseVisibility } from "./policy";
import { activeMembershipsOf, activeMembersOfRoles, caseAssignees } from "./repository/recipients";
import { findVisibleCase } from "./repository/visibility";

/** Of `userIds`, those with an active membership in the firm whose reach includes the (live) case. */
export async function usersWhoSeeCase(db: Executor, tenantId: string, petitionId: string, userIds: readonly string[]): Promise<string[]> {
  const members = await activeMembershipsOf(db, tenantId, [...new Set(userIds)]);
  const seeing = new Set<string>();
  // One query per distinct reach (all tenant-wide staff share one, petitioners one per company …).
  const byReach = new Map<string, boolean>();
  for (const m of members) {
    if (seeing.has(m.userId)) continue;
    const vis = caseVisibility(m);
    const key = JSON.stringify(vis);
    if (!byReach.has(key)) byReach.set(key, (await findVisibleCase(db, tenantId, petitionId, vis)) !== null);
    if (byReach.get(key)) seeing.add(m.userId);
  }
  return userIds.filter((id, i) => seeing.has(id) && userIds.indexOf(id) === i);
}

/**
 * The staff assigned to the case (supervisor, paralegal, attorney, documentation roles, case approver)
 * who can see it; only those assigned for one of `roleIds` when given.
 */
export async function caseStaffRecipients(db: Executor, tenantId: string, petitionId: string, opts: { roleIds?: readonly number[] } = {}): Promise<string[]> {
  const assigned = await caseAssignees(db, tenantId, petitionId);
  const wanted = opts.roleIds ? assigned.filter((a) => a.roleId !== null && opts.roleIds!.includes(a.roleId)) : assigned;
  return usersWhoSeeCase(db, tenantId, petitionId, wanted.map((a) => a.userId));
}

/**
 * The people of some roles on a case ("who is told" of a workflow step): for each role, the users
 * assigned to the case with it, or, when nobody is, the firm's active members of that role — always
 * only those who can see the case (a petitioner only their own company's, a branch manager their branch's).
 */
export async function caseRoleRecipients(db: Executor, tenantId: string, petitionId: string, roleIds: readonly number[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const assigned = (await caseAssignees(db, tenantId, petitionId)).filter((a) => a.roleId !== null && roleIds.includes(a.roleId));
  const covered = new Set(assigned.map((a) => a.roleId));
  const members = await activeMembersOfRoles(db, tenantId, roleIds.filter((r) => !covered.has(r)));
  return usersWhoSeeCase(db, tenantId, petitionId, [...assigned.map((a) => a.userId), ...members.map((m) => m.userId)]);
}

type CaseRef = Pick<PetitionRow, "id" | "tenantId" | "caseNumber" | "customCaseNumber" | "subTypeId">;

/**
 * Notify `recipients` about the case (its number in the parameters, its details screen as the link),
 * in the caller's transaction. The recipients must already be users who can see the case.
 */
export function notifyCase(
  tx: Executor,
  p: CaseRef,
  n: { actorUserId: string | null; recipients: readonly string[]; kind: NotificationKind; params?: NotificationParams; emailedByCaller?: boolean },
): Promise<number> {
  return notify(tx, {
    tenantId: p.tenantId,
    actorUserId: n.actorUserId,
    recipients: n.recipients,
    kind: n.kind,
    params: { caseNumber: p.customCaseNumber ?? p.caseNumber, ...n.params },
    petitionId: p.id,
    link: caseDetailsPath(p.id, p.subTypeId),
    emailedByCaller: n.emailedByCaller,
  });
}
