// Who gets the reminders of a deadline (issue 33): at least one person who can see them. A case's deadline
// goes to the case team members whose role has the to-do list in the firm's map (TASK_LIST, can(task.list));
// when none of them can (no team, a team whose role the firm turned off, members no longer active), to the
// firm's managers who can: the admins and the branch manager of the case's branch. A deadline that is no
// case's follows the same rule when its kind names firm staff (a PWD's preparer, a person's last case team);
// when it names only others (an I-9's employer contacts, who learn of it by notification) it keeps them; with
// nobody named, the managers. Only when the firm has turned the to-do list off for
// all of them do the active admins get it anyway (they still receive the notifications). Pure.
import { ROLE } from "@/lib/shared/constants/roles";
import { can, effectivePermissions } from "@/lib/shared/permissions";

/** An active staff membership of the firm. */
export type StaffMember = { userId: string; roleId: number; branchId: string | null };
export type PermissionMap = Record<string, readonly string[]> | null | undefined;

const unique = (ids: readonly string[]) => [...new Set(ids)];

/** Whether the member's role may hold the to-do list in this firm (the firm's map, else the defaults). */
export const seesTodos = (m: StaffMember, map: PermissionMap): boolean =>
  can({ roleId: m.roleId, permissions: effectivePermissions(map, m.roleId), branchId: m.branchId }, "task.list");

/** The firm's managers of a record: the admins, and the branch manager of its branch. */
const isManagerOf = (m: StaffMember, branchId: string | null | undefined) => m.roleId === ROLE.ADMIN || (m.roleId === ROLE.BRANCH_MANAGER && branchId != null && m.branchId === branchId);

export function deadlineAssignees(row: { petitionId: string | null; branchId?: string | null; assignees: readonly string[] }, staff: readonly StaffMember[], map: PermissionMap): string[] {
  const seeing = new Set(staff.filter((m) => seesTodos(m, map)).map((m) => m.userId));
  const isStaff = new Set(staff.map((m) => m.userId));
  // A deadline of no case whose people are not the firm's staff (an employer's contacts, I-9 users): as chosen.
  if (row.petitionId === null && row.assignees.length > 0 && !row.assignees.some((u) => isStaff.has(u))) return unique(row.assignees);
  const team = unique(row.assignees).filter((u) => seeing.has(u));
  if (team.length > 0) return team;
  const managers = unique(staff.filter((m) => isManagerOf(m, row.branchId) && seeing.has(m.userId)).map((m) => m.userId));
  if (managers.length > 0) return managers;
  return unique(staff.filter((m) => m.roleId === ROLE.ADMIN).map((m) => m.userId));
}
