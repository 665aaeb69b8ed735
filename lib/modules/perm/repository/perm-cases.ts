// Drizzle queries of the PERM cases and their recruitment steps. Every query is scoped by tenantId; the
// reach of a PERM case is its case's (the service asks the cases module first).
import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { petitions } from "@/db/schema/cases";
import { permCases, permRecruitmentSteps, pwdCases, type PermCaseRow, type PermRecruitmentStepRow } from "@/db/schema/perm";
import type { Executor } from "@/lib/server/db/client";

export type { PermCaseRow, PermRecruitmentStepRow };
export type PermInsert = typeof permCases.$inferInsert;
export type StepInsert = typeof permRecruitmentSteps.$inferInsert;

/** The PERM record of a case (locked for the rest of the transaction with `forUpdate`). */
export async function findPermOfCase(db: Executor, tenantId: string, petitionId: string, opts: { forUpdate?: boolean } = {}): Promise<PermCaseRow | null> {
  const q = db.select().from(permCases).where(and(eq(permCases.tenantId, tenantId), eq(permCases.petitionId, petitionId))).limit(1);
  const [row] = opts.forUpdate ? await q.for("update") : await q;
  return row ?? null;
}

export async function findPerm(db: Executor, tenantId: string, id: string): Promise<PermCaseRow | null> {
  const [row] = await db.select().from(permCases).where(and(eq(permCases.tenantId, tenantId), eq(permCases.id, id))).limit(1);
  return row ?? null;
}

export async function insertPerm(tx: Executor, values: PermInsert): Promise<PermCaseRow> {
  const [row] = await tx.insert(permCases).values(values).returning();
  return row;
}

export async function updatePermRow(tx: Executor, tenantId: string, id: string, patch: Partial<PermInsert>): Promise<void> {
  await tx
    .update(permCases)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(permCases.tenantId, tenantId), eq(permCases.id, id)));
}

/** Another PERM case of the firm with this DOL case number. */
export async function permDolNumberTaken(db: Executor, tenantId: string, dolCaseNumber: string, exceptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: permCases.id })
    .from(permCases)
    .where(and(eq(permCases.tenantId, tenantId), eq(permCases.dolCaseNumber, dolCaseNumber), sql`${permCases.id} <> ${exceptId}`))
    .limit(1);
  return !!row;
}

/** The steps of a record, oldest first. */
export async function stepsOf(db: Executor, tenantId: string, permCaseId: string): Promise<PermRecruitmentStepRow[]> {
  return db
    .select()
    .from(permRecruitmentSteps)
    .where(and(eq(permRecruitmentSteps.tenantId, tenantId), eq(permRecruitmentSteps.permCaseId, permCaseId)))
    .orderBy(asc(permRecruitmentSteps.startDate), asc(permRecruitmentSteps.createdAt), asc(permRecruitmentSteps.id));
}

export async function findStep(db: Executor, tenantId: string, stepId: string): Promise<PermRecruitmentStepRow | null> {
  const [row] = await db.select().from(permRecruitmentSteps).where(and(eq(permRecruitmentSteps.tenantId, tenantId), eq(permRecruitmentSteps.id, stepId))).limit(1);
  return row ?? null;
}

export async function insertStep(tx: Executor, values: StepInsert): Promise<PermRecruitmentStepRow> {
  const [row] = await tx.insert(permRecruitmentSteps).values(values).returning();
  return row;
}

export async function updateStepRow(tx: Executor, tenantId: string, stepId: string, patch: Partial<StepInsert>): Promise<void> {
  await tx
    .update(permRecruitmentSteps)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(permRecruitmentSteps.tenantId, tenantId), eq(permRecruitmentSteps.id, stepId)));
}

export async function deleteStep(tx: Executor, tenantId: string, stepId: string): Promise<void> {
  await tx.delete(permRecruitmentSteps).where(and(eq(permRecruitmentSteps.tenantId, tenantId), eq(permRecruitmentSteps.id, stepId)));
}

export type PermPwdRecord = { id: string; pwdNumber: string; jobTitle: string; validityEnd: string | null; positionType: string; petitionerId: string; statusId: number };

/** A live PWD of the firm, as a PERM case uses it. */
export async function findPwdForPerm(db: Executor, tenantId: string, id: string): Promise<PermPwdRecord | null> {
  const [row] = await db
    .select({
      id: pwdCases.id,
      pwdNumber: pwdCases.pwdNumber,
      jobTitle: pwdCases.jobTitle,
      validityEnd: pwdCases.validityEnd,
      positionType: pwdCases.positionType,
      petitionerId: pwdCases.petitionerId,
      statusId: pwdCases.statusId,
    })
    .from(pwdCases)
    .where(and(eq(pwdCases.tenantId, tenantId), eq(pwdCases.id, id), sql`${pwdCases.deletedAt} is null`))
    .limit(1);
  return row ?? null;
}

/** The PERM cases on a PWD with their case numbers (the PWD's details list them). */
export async function permCasesOfPwd(db: Executor, tenantId: string, pwdId: string): Promise<{ id: string; petitionId: string; caseNumber: string; subTypeId: number | null; statusId: number }[]> {
  return db
    .select({ id: permCases.id, petitionId: permCases.petitionId, caseNumber: sql<string>`coalesce(${petitions.customCaseNumber}, ${petitions.caseNumber})`, subTypeId: petitions.subTypeId, statusId: permCases.statusId })
    .from(permCases)
    .innerJoin(petitions, eq(petitions.id, permCases.petitionId))
    .where(and(eq(permCases.tenantId, tenantId), eq(permCases.pwdId, pwdId)))
    .orderBy(asc(permCases.createdAt));
}

export type PermDeadlineRecord = { tenantId: string; petitionId: string; statusId: number; auditKind: string | null; auditDueDate: string | null; i140Deadline: string | null; pwdNumber: string | null; pwdValidityEnd: string | null };

/** The PERM records with a date that runs (audit response, I-140 deadline, the PWD's end before filing), in scope. */
export async function findPermDeadlineRecords(db: Executor, q: { tenantId?: string; petitionId?: string }): Promise<PermDeadlineRecord[]> {
  return db
    .select({
      tenantId: permCases.tenantId,
      petitionId: permCases.petitionId,
      statusId: permCases.statusId,
      auditKind: permCases.auditKind,
      auditDueDate: permCases.auditDueDate,
      i140Deadline: permCases.i140Deadline,
      pwdNumber: pwdCases.pwdNumber,
      pwdValidityEnd: pwdCases.validityEnd,
    })
    .from(permCases)
    .leftJoin(pwdCases, and(eq(pwdCases.id, permCases.pwdId), eq(pwdCases.tenantId, permCases.tenantId)))
    .where(
      and(
        q.tenantId ? eq(permCases.tenantId, q.tenantId) : undefined,
        q.petitionId ? eq(permCases.petitionId, q.petitionId) : undefined,
        sql`(${permCases.auditDueDate} is not null or ${permCases.i140Deadline} is not null or ${pwdCases.validityEnd} is not null)`,
      ),
    );
}

/** The PERM stage of some cases (the green-card screen shows it): status, filing, decision and I-140 deadline. */
export async function permSummariesOf(db: Executor, tenantId: string, petitionIds: readonly string[]) {
  if (petitionIds.length === 0) return [];
  return db
    .select({ petitionId: permCases.petitionId, statusId: permCases.statusId, filedDate: permCases.filedDate, decision: permCases.decision, decisionDate: permCases.decisionDate, i140Deadline: permCases.i140Deadline })
    .from(permCases)
    .where(and(eq(permCases.tenantId, tenantId), inArray(permCases.petitionId, [...petitionIds])));
}

/** What the case's stage is read from on the PERM side (lib/modules/workflow/case-stage.ts): its PERM record with its PWD's status. */
export async function permStageInputOf(db: Executor, tenantId: string, petitionId: string): Promise<{ statusId: number; filedDate: string | null; auditResponseDate: string | null; pwdStatusId: number | null } | null> {
  const [row] = await db
    .select({ statusId: permCases.statusId, filedDate: permCases.filedDate, auditResponseDate: permCases.auditResponseDate, pwdStatusId: pwdCases.statusId })
    .from(permCases)
    .leftJoin(pwdCases, and(eq(pwdCases.tenantId, permCases.tenantId), eq(pwdCases.id, permCases.pwdId), isNull(pwdCases.deletedAt)))
    .where(and(eq(permCases.tenantId, tenantId), eq(permCases.petitionId, petitionId)))
    .limit(1);
  return row ?? null;
}
