// Who is told of a case's dated event that is no reminder (the Visa Bulletin's priority-date check,
// lib/modules/greencard/currency.ts): the same people a deadline of the case goes to (deadline-assignees.ts:
// the case team who have the to-do list, else the case branch's managers, else the admins), so that a firm
// sees one rule for "the case team" everywhere.
import "server-only";
import type { Executor } from "@/lib/server/db/client";
import { allowedRoles } from "@/lib/shared/permissions";
import { deadlineAssignees } from "./deadline-assignees";
import { activeStaffByTenant, permissionMapsOf } from "./repository";

/** The recipients of each case's event (petitionId → user ids), for cases of one firm. */
export async function caseEventRecipients(db: Executor, tenantId: string, cases: readonly { petitionId: string; branchId: string | null; assignees: readonly string[] }[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (cases.length === 0) return out;
  const [staff, maps] = await Promise.all([activeStaffByTenant(db, [tenantId], allowedRoles("task.list")), permissionMapsOf(db, [tenantId])]);
  for (const c of cases) out.set(c.petitionId, deadlineAssignees(c, staff.get(tenantId) ?? [], maps.get(tenantId)));
  return out;
}
