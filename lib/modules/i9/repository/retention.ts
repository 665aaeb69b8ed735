// Drizzle queries of I-9 retention (rule 1): the purge that clears a record's personal data, its certificate,
// legal holds, the firm's automatic-purge setting, the records the daily review looks at, and the retention
// report's counts. Scoped by tenantId; reach by reachCond on the employer.
import "server-only";
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { companies } from "@/db/schema/clients";
import { memberships, users } from "@/db/schema/identity";
import { i9Employees, i9LegalHolds, i9Links, i9PurgeCertificates, i9RecordDocuments, i9Records, i9Settings, i9Supplements, i9UserEmployers } from "@/db/schema/i9";
import type { Executor } from "@/lib/server/db/client";
import { deleteCopiesOf } from "./copies";
import { likePattern, offsetOf } from "@/lib/shared/list";
import type { I9Reach } from "../policy";
import type { HoldsListBody, PurgedI9ListBody } from "../retention-contract";
import { reachCond } from "./employees";
import { employersCond, holdSql } from "./records";

export type CertificateRow = typeof i9PurgeCertificates.$inferSelect;
export type HoldRow = typeof i9LegalHolds.$inferSelect;

/** The record locked for its purge (null once gone from reach). */
export async function lockRecord(tx: Executor, tenantId: string, id: string): Promise<void> {
  await tx.select({ id: i9Records.id }).from(i9Records).where(and(eq(i9Records.tenantId, tenantId), eq(i9Records.id, id))).for("update");
}

/**
 * Clears what the record holds about the person: both Sections, the sealed numbers, the documents examined and
 * their copies (answering the copies' store keys, to delete once the transaction commits),
 * the Supplement B entries, the token links, E-Verify and the late note. The row stays (state "purged") with
 * its dates, so lists and the audit trail still point somewhere.
 */
export async function scrubRecord(tx: Executor, tenantId: string, id: string, at: Date): Promise<string[]> {
  // The copies of the documents first (their rows name the documents); their files go once this commits.
  const copyKeys = await deleteCopiesOf(tx, tenantId, id);
  await tx.delete(i9RecordDocuments).where(and(eq(i9RecordDocuments.tenantId, tenantId), eq(i9RecordDocuments.recordId, id)));
  await tx.delete(i9Supplements).where(and(eq(i9Supplements.tenantId, tenantId), eq(i9Supplements.recordId, id)));
  await tx.delete(i9Links).where(and(eq(i9Links.tenantId, tenantId), eq(i9Links.recordId, id)));
  await tx
    .update(i9Records)
    .set({
      state: "purged",
      purgedAt: at,
      section1: null,
      section1Sealed: null,
      ssnIndex: null,
      citizenship: null,
      authorizedUntil: null,
      section2: null,
      section2VerifierId: null,
      everify: null,
      lateNote: null,
      updatedAt: at,
    })
    .where(and(eq(i9Records.tenantId, tenantId), eq(i9Records.id, id)));
  return copyKeys;
}

/** Once every I-9 of the employee is purged: contact details and the HR id go; the name stays, as on the certificates. */
export async function scrubEmployeeIfAllPurged(tx: Executor, tenantId: string, employeeId: string, at: Date): Promise<boolean> {
  const [live] = await tx
    .select({ id: i9Records.id })
    .from(i9Records)
    .where(and(eq(i9Records.tenantId, tenantId), eq(i9Records.employeeId, employeeId), isNull(i9Records.purgedAt)))
    .limit(1);
  if (live) return false;
  await tx
    .update(i9Employees)
    .set({ email: null, externalId: null, workLocation: null, middleInitial: null, purgedAt: at, updatedAt: at })
    .where(and(eq(i9Employees.tenantId, tenantId), eq(i9Employees.id, employeeId)));
  return true;
}

export async function insertCertificate(tx: Executor, values: typeof i9PurgeCertificates.$inferInsert): Promise<CertificateRow> {
  const [row] = await tx.insert(i9PurgeCertificates).values(values).returning();
  return row;
}

export type CertificateListed = CertificateRow & { companyName: string | null };

export async function certificateOf(db: Executor, tenantId: string, recordId: string): Promise<CertificateListed | null> {
  const [row] = await db
    .select({ c: i9PurgeCertificates, companyName: companies.name })
    .from(i9PurgeCertificates)
    .leftJoin(companies, and(eq(companies.id, i9PurgeCertificates.companyId), eq(companies.tenantId, i9PurgeCertificates.tenantId)))
    .where(and(eq(i9PurgeCertificates.tenantId, tenantId), eq(i9PurgeCertificates.recordId, recordId)))
    .limit(1);
  return row ? { ...row.c, companyName: row.companyName } : null;
}

export async function listCertificates(db: Executor, tenantId: string, reach: I9Reach, q: PurgedI9ListBody): Promise<{ rows: CertificateListed[]; total: number }> {
  const c = i9PurgeCertificates;
  const where = and(
    eq(c.tenantId, tenantId),
    reachCond(tenantId, reach, c.companyId),
    employersCond(c.companyId, q.filter.matcher.employers),
    q.search ? sql`${c.employeeName} ilike ${likePattern(q.search)}` : undefined,
  );
  const sorts = { purgedAt: c.purgedAt, employeeName: c.employeeName, retainUntil: c.retainUntil, terminationDate: c.terminationDate } as const;
  const dir = q.sortOrder === "asc" ? asc : desc;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ c, companyName: companies.name })
      .from(c)
      .leftJoin(companies, and(eq(companies.id, c.companyId), eq(companies.tenantId, c.tenantId)))
      .where(where)
      .orderBy(dir(sorts[q.sortBy]), asc(c.id))
      .limit(q.perpage)
      .offset(offsetOf(q.page, q.perpage)),
    db.select({ n: count() }).from(c).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.c, companyName: r.companyName })), total: Number(n) };
}

// ---------- legal holds ----------

export async function insertHold(tx: Executor, values: typeof i9LegalHolds.$inferInsert): Promise<HoldRow> {
  const [row] = await tx.insert(i9LegalHolds).values(values).returning();
  return row;
}

/** A standing hold placed the same way (on the record, or on the employer), to refuse a second one. */
export async function standingHold(db: Executor, tenantId: string, target: { recordId: string } | { companyId: string | null }): Promise<HoldRow | null> {
  const h = i9LegalHolds;
  const on = "recordId" in target ? eq(h.recordId, target.recordId) : and(isNull(h.recordId), target.companyId ? eq(h.companyId, target.companyId) : isNull(h.companyId));
  const [row] = await db.select().from(h).where(and(eq(h.tenantId, tenantId), isNull(h.releasedAt), on)).limit(1);
  return row ?? null;
}

export async function releaseHoldRow(tx: Executor, tenantId: string, id: string, by: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(i9LegalHolds)
    .set({ releasedAt: at, releasedByUserId: by })
    .where(and(eq(i9LegalHolds.tenantId, tenantId), eq(i9LegalHolds.id, id), isNull(i9LegalHolds.releasedAt)))
    .returning({ id: i9LegalHolds.id });
  return rows.length > 0;
}

export type HoldListed = HoldRow & { companyName: string | null; firstName: string | null; lastName: string | null; placedByName: string | null; releasedByName: string | null };

const placer = alias(users, "placer");
const releaser = alias(users, "releaser");

/** Holds within reach: a record's through its employer, an employer's directly. */
export async function listHolds(db: Executor, tenantId: string, reach: I9Reach, q: HoldsListBody, id?: string): Promise<{ rows: HoldListed[]; total: number }> {
  const h = i9LegalHolds;
  const employerCol = sql`coalesce(${i9Records.companyId}, ${h.companyId})`;
  const m = q.filter.matcher;
  const where = and(
    eq(h.tenantId, tenantId),
    reachCond(tenantId, reach, employerCol),
    id ? eq(h.id, id) : undefined,
    m.active === true ? isNull(h.releasedAt) : m.active === false ? isNotNull(h.releasedAt) : undefined,
    m.recordId ? or(eq(h.recordId, m.recordId), and(isNull(h.recordId), sql`${h.companyId} is not distinct from (select ${i9Records.companyId} from ${i9Records} where ${i9Records.id} = ${m.recordId})`)) : undefined,
  );
  const dir = q.sortOrder === "asc" ? asc : desc;
  const base = () =>
    db
      .select({ h, companyName: companies.name, firstName: i9Employees.firstName, lastName: i9Employees.lastName, placedByName: placer.name, releasedByName: releaser.name })
      .from(h)
      .leftJoin(i9Records, and(eq(i9Records.id, h.recordId), eq(i9Records.tenantId, h.tenantId)))
      .leftJoin(i9Employees, eq(i9Employees.id, i9Records.employeeId))
      .leftJoin(companies, and(eq(companies.tenantId, h.tenantId), sql`${companies.id} = ${employerCol}`))
      .leftJoin(placer, eq(placer.id, h.placedByUserId))
      .leftJoin(releaser, eq(releaser.id, h.releasedByUserId));
  const [rows, [{ n }]] = await Promise.all([
    base()
      .where(where)
      .orderBy(sql`${h.releasedAt} is not null`, dir(q.sortBy === "releasedAt" ? h.releasedAt : h.placedAt), asc(h.id))
      .limit(q.perpage)
      .offset(offsetOf(q.page, q.perpage)),
    db.select({ n: count() }).from(h).leftJoin(i9Records, and(eq(i9Records.id, h.recordId), eq(i9Records.tenantId, h.tenantId))).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.h, companyName: r.companyName, firstName: r.firstName, lastName: r.lastName, placedByName: r.placedByName, releasedByName: r.releasedByName })), total: Number(n) };
}

// ---------- settings ----------

export async function autoPurgeOn(db: Executor, tenantId: string): Promise<boolean> {
  const [row] = await db.select({ on: i9Settings.autoPurge }).from(i9Settings).where(eq(i9Settings.tenantId, tenantId)).limit(1);
  return row?.on ?? false;
}

export async function saveAutoPurge(tx: Executor, tenantId: string, on: boolean): Promise<void> {
  await tx
    .insert(i9Settings)
    .values({ tenantId, autoPurge: on })
    .onConflictDoUpdate({ target: i9Settings.tenantId, set: { autoPurge: on, updatedAt: new Date() } });
}

// ---------- the daily review and the report ----------

const retainedCond = (extra?: SQL) =>
  and(isNull(i9Records.purgedAt), isNotNull(i9Records.purgeFrom), isNotNull(i9Employees.terminationDate), extra);

export type DueRecord = { id: string; tenantId: string; employeeId: string; dueNotifiedAt: Date | null; firstName: string; lastName: string; purgeFrom: string };

/** Records of every firm past their purge day, not purged, on no legal hold (the daily review). */
export async function recordsDueForPurge(db: Executor, today: string): Promise<DueRecord[]> {
  return db
    .select({ id: i9Records.id, tenantId: i9Records.tenantId, employeeId: i9Records.employeeId, dueNotifiedAt: i9Records.dueNotifiedAt, firstName: i9Employees.firstName, lastName: i9Employees.lastName, purgeFrom: sql<string>`${i9Records.purgeFrom}` })
    .from(i9Records)
    .innerJoin(i9Employees, and(eq(i9Employees.id, i9Records.employeeId), eq(i9Employees.tenantId, i9Records.tenantId)))
    .where(retainedCond(and(lte(i9Records.purgeFrom, today), sql`not ${holdSql}`)))
    .orderBy(asc(i9Records.tenantId), asc(i9Records.purgeFrom));
}

export async function markDueNotified(tx: Executor, tenantId: string, id: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(i9Records)
    .set({ dueNotifiedAt: at })
    .where(and(eq(i9Records.tenantId, tenantId), eq(i9Records.id, id), isNull(i9Records.dueNotifiedAt)))
    .returning({ id: i9Records.id });
  return rows.length > 0;
}

/** The firm's active members in these roles (who hear that I-9s may be purged). */
export async function memberIdsInRoles(db: Executor, tenantId: string, roleIds: readonly number[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.statusId, 1), inArray(memberships.roleId, [...roleIds])));
  return rows.map((r) => r.userId);
}

/** The retention report's counts within reach and the employers chosen. */
export async function retentionCounts(db: Executor, tenantId: string, reach: I9Reach, employers: readonly string[] | undefined, today: string, months: { from: string; to: string }) {
  const scope = and(eq(i9Records.tenantId, tenantId), reachCond(tenantId, reach, i9Records.companyId), employersCond(i9Records.companyId, employers));
  const joined = () => db.select({ n: count() }).from(i9Records).innerJoin(i9Employees, and(eq(i9Employees.id, i9Records.employeeId), eq(i9Employees.tenantId, i9Records.tenantId)));
  const [[retained], [eligible], [held], [purged], byMonth] = await Promise.all([
    joined().where(and(scope, retainedCond(sql`${i9Records.purgeFrom} > ${today}`))),
    joined().where(and(scope, retainedCond(lte(i9Records.purgeFrom, today)))),
    joined().where(and(scope, retainedCond(and(lte(i9Records.purgeFrom, today), holdSql)))),
    db.select({ n: count() }).from(i9Records).where(and(scope, isNotNull(i9Records.purgedAt))),
    db
      .select({ month: sql<string>`substr(${i9Records.purgeFrom}, 1, 7)`, n: count() })
      .from(i9Records)
      .innerJoin(i9Employees, and(eq(i9Employees.id, i9Records.employeeId), eq(i9Employees.tenantId, i9Records.tenantId)))
      .where(and(scope, retainedCond(and(gte(i9Records.purgeFrom, months.from), lte(i9Records.purgeFrom, months.to)))))
      .groupBy(sql`substr(${i9Records.purgeFrom}, 1, 7)`),
  ]);
  return { retained: Number(retained.n), eligible: Number(eligible.n), held: Number(held.n), purged: Number(purged.n), byMonth: new Map(byMonth.map((r) => [r.month, Number(r.n)])) };
}

// ---------- reverification deadlines (the platform's reminders) ----------

export type ReverifyDeadline = { id: string; tenantId: string; companyId: string | null; reverifyBy: string; firstName: string; lastName: string };

/** Complete I-9s of current employees with a reverification date (rule 4), of every firm or one. */
export async function reverifyDeadlines(db: Executor, tenantId: string | undefined): Promise<ReverifyDeadline[]> {
  return db
    .select({ id: i9Records.id, tenantId: i9Records.tenantId, companyId: i9Records.companyId, reverifyBy: sql<string>`${i9Records.reverifyBy}`, firstName: i9Employees.firstName, lastName: i9Employees.lastName })
    .from(i9Records)
    .innerJoin(i9Employees, and(eq(i9Employees.id, i9Records.employeeId), eq(i9Employees.tenantId, i9Records.tenantId)))
    .where(and(tenantId ? eq(i9Records.tenantId, tenantId) : undefined, eq(i9Records.state, "complete"), isNull(i9Records.purgedAt), isNotNull(i9Records.reverifyBy), isNull(i9Employees.terminationDate)));
}

/**
 * Who hears of an employer's reverifications, by firm and employer ("" for the firm itself): the client's
 * active petitioner users, and the active I-9 users given that employer.
 */
export async function employerContacts(db: Executor, tenantIds: readonly string[], petitionerRole: number, i9UserRole: number): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (tenantIds.length === 0) return out;
  const add = (tenantId: string, companyId: string | null, userId: string) => {
    const k = `${tenantId}|${companyId ?? ""}`;
    out.set(k, [...new Set([...(out.get(k) ?? []), userId])]);
  };
  const petitioners = await db
    .select({ tenantId: memberships.tenantId, companyId: memberships.companyId, userId: memberships.userId })
    .from(memberships)
    .where(and(inArray(memberships.tenantId, [...tenantIds]), eq(memberships.roleId, petitionerRole), eq(memberships.statusId, 1), isNotNull(memberships.companyId)));
  for (const p of petitioners) add(p.tenantId, p.companyId, p.userId);
  const given = await db
    .select({ tenantId: i9UserEmployers.tenantId, companyId: i9UserEmployers.companyId, userId: i9UserEmployers.userId })
    .from(i9UserEmployers)
    .innerJoin(memberships, and(eq(memberships.userId, i9UserEmployers.userId), eq(memberships.tenantId, i9UserEmployers.tenantId), eq(memberships.roleId, i9UserRole), eq(memberships.statusId, 1)))
    .where(inArray(i9UserEmployers.tenantId, [...tenantIds]));
  for (const g of given) add(g.tenantId, g.companyId, g.userId);
  return out;
}
