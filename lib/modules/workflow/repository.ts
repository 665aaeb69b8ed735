// Drizzle queries of the workflow configuration and the case actions (every function takes tenantId).
import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { petitionAssignments, petitionBeneficiaries, petitionDocuments, petitionHistory, petitions, workflowConfigs, type WorkflowEntry } from "@/db/schema/cases";
import { beneficiaries } from "@/db/schema/clients";
import { memberships, users } from "@/db/schema/identity";
import { branches, tenants } from "@/db/schema/tenancy";
import type { Executor } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";

export async function findConfigRow(db: Executor, tenantId: string) {
  const [row] = await db.select().from(workflowConfigs).where(eq(workflowConfigs.tenantId, tenantId)).limit(1);
  return row ?? null;
}

export async function saveConfig(tx: Executor, tenantId: string, entries: WorkflowEntry[]) {
  const now = new Date();
  const [row] = await tx
    .insert(workflowConfigs)
    .values({ tenantId, entries, updatedAt: now })
    .onConflictDoUpdate({ target: workflowConfigs.tenantId, set: { entries, updatedAt: now } })
    .returning();
  return row;
}

export async function markWorkflowSetUp(tx: Executor, tenantId: string) {
  await tx.update(tenants).set({ workflowSetupCompleted: true, defaultWorkflowCompleted: true, updatedAt: new Date() }).where(eq(tenants.id, tenantId));
}

export async function tenantTypeId(db: Executor, tenantId: string): Promise<number> {
  const [t] = await db.select({ typeId: tenants.typeId }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return t?.typeId ?? 1;
}

/** Open cases of the firm whose next activity is one of `codes`, locked for the update. */
export async function openCasesAt(tx: Executor, tenantId: string, codes: string[]) {
  if (codes.length === 0) return [];
  return tx
    .select({ id: petitions.id, completedActivities: petitions.completedActivities, nextWorkflowActivity: petitions.nextWorkflowActivity })
    .from(petitions)
    .where(and(eq(petitions.tenantId, tenantId), inArray(petitions.nextWorkflowActivity, codes), isNull(petitions.deletedAt), isNull(petitions.closedAt)))
    .for("update");
}

const CHUNK = 500;

/** One UPDATE … FROM (VALUES …) per 500 cases. */
export async function setNextActivities(tx: Executor, tenantId: string, rows: { id: string; next: string | null }[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = sql.join(
      rows.slice(i, i + CHUNK).map((r) => sql`(${r.id}::uuid, ${r.next}::text)`),
      sql`, `,
    );
    await tx.execute(sql`
      update petitions set next_workflow_activity = v.next, updated_at = now()
      from (values ${values}) as v(id, next)
      where petitions.tenant_id = ${tenantId} and petitions.id = v.id`);
  }
}

export async function addHistoryLines(
  tx: Executor,
  lines: { tenantId: string; petitionId: string; activityCode: string | null; message: string; actorUserId: string | null; actorRoleId: number | null }[],
) {
  for (let i = 0; i < lines.length; i += CHUNK) await tx.insert(petitionHistory).values(lines.slice(i, i + CHUNK));
}

/** The logins of the case's beneficiaries (visibility of role 51). */
export async function beneficiaryUserIds(db: Executor, tenantId: string, petitionId: string): Promise<(string | null)[]> {
  const rows = await db
    .select({ userId: beneficiaries.userId })
    .from(petitionBeneficiaries)
    .innerJoin(beneficiaries, eq(beneficiaries.id, petitionBeneficiaries.beneficiaryId))
    .where(and(eq(petitionBeneficiaries.tenantId, tenantId), eq(petitionBeneficiaries.petitionId, petitionId)));
  return rows.map((r) => r.userId);
}

/** An active member of the firm with this role. */
export async function activeMember(db: Executor, tenantId: string, userId: string, roleId: number) {
  const [row] = await db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId), eq(memberships.roleId, roleId), eq(memberships.statusId, 1)))
    .limit(1);
  return row ?? null;
}

export async function userName(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}

export async function currentAssignment(db: Executor, tenantId: string, petitionId: string, roleId: number) {
  const [row] = await db
    .select({ userId: petitionAssignments.userId })
    .from(petitionAssignments)
    .where(and(eq(petitionAssignments.tenantId, tenantId), eq(petitionAssignments.petitionId, petitionId), eq(petitionAssignments.roleId, roleId)))
    .limit(1);
  return row?.userId ?? null;
}

export async function upsertAssignment(tx: Executor, tenantId: string, petitionId: string, roleId: number, userId: string) {
  await tx
    .insert(petitionAssignments)
    .values({ tenantId, petitionId, roleId, userId })
    .onConflictDoUpdate({ target: [petitionAssignments.petitionId, petitionAssignments.roleId], set: { userId, assignedAt: new Date() } });
}

export async function setCaseApprover(tx: Executor, tenantId: string, petitionId: string, userId: string) {
  await tx.update(petitions).set({ caseApproverUserId: userId, updatedAt: new Date() }).where(and(eq(petitions.tenantId, tenantId), eq(petitions.id, petitionId)));
}

/** Scanned copies of the filed forms on the case (not deleted). */
export async function scannedCopyCount(db: Executor, tenantId: string, petitionId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(petitionDocuments)
    .where(and(eq(petitionDocuments.tenantId, tenantId), eq(petitionDocuments.petitionId, petitionId), eq(petitionDocuments.category, "scanned_copy"), isNull(petitionDocuments.deletedAt)));
  return Number(row?.n ?? 0);
}

/** Active petitioner logins (role 50) of a client company. */
export async function petitionerContacts(db: Executor, tenantId: string, companyId: string) {
  return db
    .select({ email: users.email, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.companyId, companyId), eq(memberships.roleId, ROLE.PETITIONER), eq(memberships.statusId, 1)))
    .limit(50);
}

/** Active members of the firm with `roleId`, by name (at most 1000: spec section 9, user lists by role). */
export async function activeMembersOfRole(db: Executor, tenantId: string, roleId: number) {
  return db
    .select({ userId: users.id, name: users.name, email: users.email, branchName: branches.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(branches, eq(branches.id, memberships.branchId))
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.roleId, roleId), eq(memberships.statusId, 1)))
    .orderBy(users.name)
    .limit(1000);
}
