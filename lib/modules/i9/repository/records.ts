// Drizzle queries of I-9 records: within the actor's reach (the employer's), with the employee, and the
// status every list and answer shows (`statusSql`, the one place it is computed, from the stored state and
// the dates rules.ts computed on each write).
import "server-only";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { companies } from "@/db/schema/clients";
import { i9Employees, i9LegalHolds, i9RecordDocuments, i9Records } from "@/db/schema/i9";
import type { Executor } from "@/lib/server/db/client";
import { addDays } from "@/lib/shared/calendar";
import { likePattern, offsetOf } from "@/lib/shared/list";
import { textMatch } from "@/lib/server/db/text-search";
import { REVERIFY_WARNING_DAYS } from "../rules";
import type { I9ListBody, I9Queue, I9QueueCountsDto, I9Status, ReverifyWindow, WorkAuthorizationReportDto } from "../contract";
import { EVERIFY_OPEN_STATUSES } from "../everify-contract";
import type { I9Reach } from "../policy";
import { reachCond } from "./employees";

export type RecordRow = typeof i9Records.$inferSelect;
export type RecordInsert = typeof i9Records.$inferInsert;
export type RecordListed = RecordRow & { status: I9Status; firstName: string; lastName: string; terminationDate: string | null; companyName: string | null; legalHold: boolean };

/** Employers chosen in a list filter ("firm": the firm itself) as a condition on `col`. */
export function employersCond(col: AnyPgColumn, employers: readonly string[] | undefined): SQL | undefined {
  if (!employers?.length) return undefined;
  const ids = employers.filter((x) => x !== "firm");
  return or(ids.length ? inArray(col, ids) : undefined, employers.includes("firm") ? isNull(col) : undefined);
}

/** A legal hold stands on the record: one on the record itself, or one on its whole employer, not released. */
export const holdSql = sql<boolean>`exists (select 1 from ${i9LegalHolds} where ${i9LegalHolds.tenantId} = ${i9Records.tenantId} and ${i9LegalHolds.releasedAt} is null
  and (${i9LegalHolds.recordId} = ${i9Records.id} or (${i9LegalHolds.recordId} is null and ${i9LegalHolds.companyId} is not distinct from ${i9Records.companyId})))`;

/**
 * purged → eligible for purge (employment ended and the purge day has come) → terminated → the Section
 * still open → expired authorization (reverify day passed) → reverification due (within 90 days) → complete.
 */
export function statusSql(today: string): SQL<I9Status> {
  const soon = addDays(today, REVERIFY_WARNING_DAYS);
  return sql<I9Status>`case
    when ${i9Records.purgedAt} is not null then 'purged'
    when ${i9Employees.terminationDate} is not null and ${i9Records.purgeFrom} <= ${today} then 'eligible_for_purge'
    when ${i9Employees.terminationDate} is not null then 'terminated'
    when ${i9Records.state} = 'section1_pending' then 'section1_pending'
    when ${i9Records.state} = 'section2_pending' then 'section2_pending'
    when ${i9Records.reverifyBy} is not null and ${i9Records.reverifyBy} < ${today} then 'expired_authorization'
    when ${i9Records.reverifyBy} is not null and ${i9Records.reverifyBy} <= ${soon} then 'reverification_due'
    else 'complete' end`;
}

const listed = (db: Executor, today: string) =>
  db
    .select({ r: i9Records, status: statusSql(today), firstName: i9Employees.firstName, lastName: i9Employees.lastName, terminationDate: i9Employees.terminationDate, companyName: companies.name, legalHold: holdSql })
    .from(i9Records)
    .innerJoin(i9Employees, and(eq(i9Employees.id, i9Records.employeeId), eq(i9Employees.tenantId, i9Records.tenantId)))
    .leftJoin(companies, and(eq(companies.id, i9Records.companyId), eq(companies.tenantId, i9Records.tenantId)));

type ListedRow = { r: RecordRow; status: I9Status; firstName: string; lastName: string; terminationDate: string | null; companyName: string | null; legalHold: boolean };
const flat = ({ r, ...rest }: ListedRow): RecordListed => ({ ...r, ...rest });

export async function findRecord(db: Executor, tenantId: string, reach: I9Reach, id: string, today: string): Promise<RecordListed | null> {
  const [row] = await listed(db, today)
    .where(and(eq(i9Records.tenantId, tenantId), eq(i9Records.id, id), reachCond(tenantId, reach, i9Records.companyId)))
    .limit(1);
  return row ? flat(row) : null;
}

const SORTS = {
  section2Due: [i9Records.section2Due],
  hireDate: [i9Records.hireDate],
  lastName: [i9Employees.lastName, i9Employees.firstName],
  reverifyBy: [i9Records.reverifyBy],
  purgeFrom: [i9Records.purgeFrom],
  createdAt: [i9Records.createdAt],
} as const;

export async function listRecords(db: Executor, tenantId: string, reach: I9Reach, q: I9ListBody, today: string): Promise<{ rows: RecordListed[]; total: number }> {
  const m = q.filter.matcher;
  const conds: (SQL | undefined)[] = [eq(i9Records.tenantId, tenantId), reachCond(tenantId, reach, i9Records.companyId)];
  if (m.statuses?.length) conds.push(inArray(statusSql(today), m.statuses));
  if (m.employeeId) conds.push(eq(i9Records.employeeId, m.employeeId));
  if (m.reverifyWithin) conds.push(reverifyWindowCond(m.reverifyWithin, today));
  if (m.queue) conds.push(queueCond(m.queue, today));
  conds.push(employersCond(i9Records.companyId, m.employers));
  if (q.search) {
    const p = likePattern(q.search);
    conds.push(or(ilike(sql`${i9Employees.firstName} || ' ' || ${i9Employees.lastName}`, p), ilike(i9Employees.lastName, p), ilike(i9Employees.externalId, p)));
  }
  const where = and(...conds);
  const dir = q.sortOrder === "asc" ? asc : desc;
  const [rows, [{ n }]] = await Promise.all([
    listed(db, today)
      .where(where)
      .orderBy(...SORTS[q.sortBy].map((c) => sql`${dir(c)} nulls last`), asc(i9Records.id))
      .limit(q.perpage)
      .offset(offsetOf(q.page, q.perpage)),
    db
      .select({ n: count() })
      .from(i9Records)
      .innerJoin(i9Employees, and(eq(i9Employees.id, i9Records.employeeId), eq(i9Employees.tenantId, i9Records.tenantId)))
      .where(where),
  ]);
  return { rows: rows.map(flat), total: Number(n) };
}

/** A current employee's complete I-9 whose authorization ended (before today), or ends within the window's days. */
function reverifyWindowCond(w: ReverifyWindow, today: string): SQL {
  const current = and(eq(i9Records.state, "complete"), isNull(i9Records.purgedAt), isNull(i9Employees.terminationDate), sql`${i9Records.reverifyBy} is not null`)!;
  return w === "expired" ? and(current, sql`${i9Records.reverifyBy} < ${today}`)! : and(current, sql`${i9Records.reverifyBy} between ${today} and ${addDays(today, Number(w))}`)!;
}

/** The records in a work queue (contract.ts I9_QUEUES); purged records are in none. */
function queueCond(q: I9Queue, today: string): SQL {
  const live = isNull(i9Records.purgedAt);
  const employed = and(live, isNull(i9Employees.terminationDate));
  switch (q) {
    case "section2_due":
      return and(employed, eq(i9Records.state, "section2_pending"))!;
    case "receipt_due":
      return and(employed, sql`${i9Records.receiptDue} is not null`)!;
    case "reverification_due":
      return and(employed, eq(i9Records.state, "complete"), sql`${i9Records.reverifyBy} <= ${addDays(today, REVERIFY_WARNING_DAYS)}`)!;
    case "ssn_applied_for":
      return and(live, sql`(${i9Records.section1}->>'ssnAppliedFor')::boolean is true`)!;
    case "everify_open":
      return and(live, inArray(sql`${i9Records.everify}->>'status'`, [...EVERIFY_OPEN_STATUSES]))!;
    case "duplicate_ssn":
      return and(
        live,
        sql`${i9Records.ssnIndex} is not null and exists (select 1 from i9_records o where o.tenant_id = ${i9Records.tenantId} and o.ssn_index = ${i9Records.ssnIndex} and o.employee_id <> ${i9Records.employeeId} and o.purged_at is null)`,
      )!;
    case "late":
      return and(live, sql`${i9Records.lateNote} is not null`)!;
  }
}

/** How many records within reach are in each work queue. */
export async function queueCounts(db: Executor, tenantId: string, reach: I9Reach, today: string): Promise<I9QueueCountsDto> {
  const n = (q: I9Queue) => sql<number>`count(*) filter (where ${queueCond(q, today)})`.mapWith(Number);
  const [row] = await db
    .select({ section2_due: n("section2_due"), receipt_due: n("receipt_due"), reverification_due: n("reverification_due"), ssn_applied_for: n("ssn_applied_for"), everify_open: n("everify_open"), duplicate_ssn: n("duplicate_ssn"), late: n("late") })
    .from(i9Records)
    .innerJoin(i9Employees, and(eq(i9Employees.id, i9Records.employeeId), eq(i9Employees.tenantId, i9Records.tenantId)))
    .where(and(eq(i9Records.tenantId, tenantId), reachCond(tenantId, reach, i9Records.companyId)));
  return row;
}

/** How many I-9s within reach (and the employers chosen) fall in each window of the work-authorization report. */
export async function reverifyWindowCounts(db: Executor, tenantId: string, reach: I9Reach, employers: readonly string[] | undefined, today: string): Promise<WorkAuthorizationReportDto> {
  const n = (w: ReverifyWindow) => sql<number>`count(*) filter (where ${reverifyWindowCond(w, today)})`.mapWith(Number);
  const [row] = await db
    .select({ expired: n("expired"), "30": n("30"), "60": n("60"), "90": n("90") })
    .from(i9Records)
    .innerJoin(i9Employees, and(eq(i9Employees.id, i9Records.employeeId), eq(i9Employees.tenantId, i9Records.tenantId)))
    .where(and(eq(i9Records.tenantId, tenantId), reachCond(tenantId, reach, i9Records.companyId), employersCond(i9Records.companyId, employers)));
  return row;
}

export async function insertRecord(tx: Executor, values: RecordInsert): Promise<RecordRow> {
  const [row] = await tx.insert(i9Records).values(values).returning();
  return row;
}

/** The employee's live (not purged) records, locked (a change of the employment's dates recomputes them). */
export async function liveRecordsOf(tx: Executor, tenantId: string, employeeId: string): Promise<RecordRow[]> {
  return tx
    .select()
    .from(i9Records)
    .where(and(eq(i9Records.tenantId, tenantId), eq(i9Records.employeeId, employeeId), isNull(i9Records.purgedAt)))
    .for("update");
}

export async function updateRecordRow(tx: Executor, tenantId: string, id: string, patch: Partial<RecordInsert>): Promise<void> {
  await tx
    .update(i9Records)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(i9Records.tenantId, tenantId), eq(i9Records.id, id)));
}

export type RecordDocumentRow = typeof i9RecordDocuments.$inferSelect;

export async function insertDocuments(tx: Executor, values: (typeof i9RecordDocuments.$inferInsert)[]): Promise<void> {
  if (values.length) await tx.insert(i9RecordDocuments).values(values);
}

/** The documents examined for a record (Section 2 first, then Supplement B entries), each entry List A, B, C. */
export async function documentsOf(db: Executor, tenantId: string, recordId: string): Promise<RecordDocumentRow[]> {
  return db
    .select()
    .from(i9RecordDocuments)
    .where(and(eq(i9RecordDocuments.tenantId, tenantId), eq(i9RecordDocuments.recordId, recordId)))
    .orderBy(asc(i9RecordDocuments.createdAt), asc(i9RecordDocuments.list), asc(i9RecordDocuments.id));
}

/** Whether another employee's live I-9 of the firm carries this SSN blind index. */
export async function otherEmployeeHasSsn(db: Executor, tenantId: string, employeeId: string, ssnIndex: string): Promise<boolean> {
  const [hit] = await db
    .select({ id: i9Records.id })
    .from(i9Records)
    .where(and(eq(i9Records.tenantId, tenantId), eq(i9Records.ssnIndex, ssnIndex), ne(i9Records.employeeId, employeeId), isNull(i9Records.purgedAt)))
    .limit(1);
  return Boolean(hit);
}

/** A document examined for Section 2 (not a Supplement B entry's), or null. */
export async function section2Document(db: Executor, tenantId: string, recordId: string, id: string): Promise<RecordDocumentRow | null> {
  const [row] = await db
    .select()
    .from(i9RecordDocuments)
    .where(and(eq(i9RecordDocuments.tenantId, tenantId), eq(i9RecordDocuments.recordId, recordId), eq(i9RecordDocuments.id, id), isNull(i9RecordDocuments.supplementId)))
    .limit(1);
  return row ?? null;
}

export async function updateDocumentRow(tx: Executor, tenantId: string, id: string, patch: Partial<typeof i9RecordDocuments.$inferInsert>): Promise<void> {
  await tx.update(i9RecordDocuments).set(patch).where(and(eq(i9RecordDocuments.tenantId, tenantId), eq(i9RecordDocuments.id, id)));
}

/** The global search: records within reach whose employee's name or employee id matches `q`, best first. */
export async function searchRecordRows(db: Executor, tenantId: string, reach: I9Reach, q: string, limit: number, today: string): Promise<RecordListed[]> {
  const m = textMatch(q, [sql`${i9Employees.firstName} || ' ' || ${i9Employees.lastName}`, i9Employees.firstName, i9Employees.lastName, i9Employees.externalId]);
  const rows = await listed(db, today)
    .where(and(eq(i9Records.tenantId, tenantId), reachCond(tenantId, reach, i9Records.companyId), m.where))
    .orderBy(desc(m.rank), desc(i9Records.createdAt))
    .limit(limit);
  return rows.map(flat);
}
