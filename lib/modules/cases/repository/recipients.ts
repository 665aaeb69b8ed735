// Drizzle queries behind "who may be told about this case" (case-recipients.ts): the users assigned
// to a case, the firm's active members of some roles, and candidates' memberships to check against the
// one visibility rule. Every query is scoped by tenantId.
import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { petitionAssignments, petitions } from "@/db/schema/cases";
import { memberships, users } from "@/db/schema/identity";
import type { Executor } from "@/lib/server/db/client";

/** The users assigned to the case (petition_assignments) with their assignment role, and the case approver. */
export async function caseAssignees(db: Executor, tenantId: string, petitionId: string): Promise<{ userId: string; roleId: number | null }[]> {
  const [rows, [p]] = await Promise.all([
    db
      .select({ userId: petitionAssignments.userId, roleId: petitionAssignments.roleId })
      .from(petitionAssignments)
      .where(and(eq(petitionAssignments.tenantId, tenantId), eq(petitionAssignments.petitionId, petitionId))),
    db.select({ approver: petitions.caseApproverUserId }).from(petitions).where(and(eq(petitions.tenantId, tenantId), eq(petitions.id, petitionId))).limit(1),
  ]);
  return p?.approver ? [...rows, { userId: p.approver, roleId: null }] : rows;
}

/** The firm's active members of `roleIds` (at most 200). */
export async function activeMembersOfRoles(db: Executor, tenantId: string, roleIds: readonly number[]): Promise<{ userId: string }[]> {
  if (roleIds.length === 0) return [];
  return db
    .selectDistinct({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), inArray(memberships.roleId, [...roleIds]), eq(memberships.statusId, 1)))
    .limit(200);
}

/** The active memberships of `userIds` in the firm, with the reach fields the visibility rule needs. */
export async function activeMembershipsOf(db: Executor, tenantId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: memberships.userId, roleId: memberships.roleId, branchId: memberships.branchId, companyId: memberships.companyId })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), inArray(memberships.userId, [...userIds]), eq(memberships.statusId, 1)));
}

/** The e-mail address of each of `userIds`. */
export async function userEmails(db: Executor, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, [...userIds]));
  return new Map(rows.map((r) => [r.id, r.email]));
}
