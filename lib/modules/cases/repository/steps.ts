// Drizzle queries of the workflow steps on a case: locking the case row, history lines, the case
// number counter, assignments, the people a step notifies or offers, and moving open cases after the
// firm changes its workflow. Every query is scoped by tenantId.
import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { petitionAssignments, petitionHistory, petitions, type PetitionRow } from "@/db/schema/cases";
import { memberships, users } from "@/db/schema/identity";
import { branches } from "@/db/schema/tenancy";
import { rfeCases } from "@/db/schema/rfe";
import type { Executor } from "@/lib/server/db/client";
import { reserveNumbers } from "@/lib/server/numbering";
import { ROLE } from "@/lib/shared/constants/roles";

/** The live case row locked for update for the rest of the transaction, whoever the caller (null if none). */
export async function lockCaseRow(tx: Executor, tenantId: string, petitionId: string): Promise<PetitionRow | null> {
  const [row] = await tx
    .select()
    .from(petitions)
    .where(and(eq(petitions.id, petitionId), eq(petitions.tenantId, tenantId), isNull(petitions.deletedAt)))
    .for("update")
    .limit(1);
  return row ?? null;
}

export type HistoryLine = {
  tenantId: string;
  petitionId: string;
  /** The RFE case the line belongs to as well (its activity list). */
  rfeCaseId?: string | null;
  activityCode: string | null;
  /** The English text (shown as is when there is no code). */
  message: string;
  /** The line's code and parameters, shown in the reader's language (history-lines.ts). */
  messageCode?: string | null;
  messageParams?: Record<string, unknown> | null;
  actorUserId: string | null;
  actorRoleId: number | null;
};

/** Next case number of the firm, e.g. 2026-000123 (atomic per-firm counter). */
export async function nextCaseNumber(tx: Executor, tenantId: string, year: number): Promise<string> {
  const value = await reserveNumbers(tx, tenantId, `case:${year}`);
  return `${year}-${String(value).padStart(6, "0")}`;
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

/** The firm's open RFE cases (of live petitions) whose next step is one of `codes`, locked. */
export async function openRfeCasesAt(tx: Executor, tenantId: string, codes: string[]) {
  if (codes.length === 0) return [];
  return tx
    .select({ id: rfeCases.id, petitionId: rfeCases.petitionId, completedActivities: rfeCases.completedActivities, nextWorkflowActivity: rfeCases.nextWorkflowActivity })
    .from(rfeCases)
    .innerJoin(petitions, and(eq(petitions.id, rfeCases.petitionId), eq(petitions.tenantId, tenantId), isNull(petitions.deletedAt)))
    .where(and(eq(rfeCases.tenantId, tenantId), inArray(rfeCases.nextWorkflowActivity, codes), isNull(rfeCases.closedAt)))
    .for("update", { of: rfeCases });
}

/** One UPDATE … FROM (VALUES …) per 500 cases (petitions, or RFE cases). */
export async function setNextActivities(tx: Executor, table: "petitions" | "rfe_cases", tenantId: string, rows: { id: string; next: string | null }[]) {
  const t = sql.identifier(table);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = sql.join(
      rows.slice(i, i + CHUNK).map((r) => sql`(${r.id}::uuid, ${r.next}::text)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${t} set next_workflow_activity = v.next, updated_at = now()
      from (values ${values}) as v(id, next)
      where ${t}.tenant_id = ${tenantId} and ${t}.id = v.id`);
  }
}

export async function addHistoryLines(tx: Executor, lines: HistoryLine[]) {
  for (let i = 0; i < lines.length; i += CHUNK) await tx.insert(petitionHistory).values(lines.slice(i, i + CHUNK));
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

