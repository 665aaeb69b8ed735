// Drizzle queries of the I-9 module: employees within the actor's reach (I9Reach, policy.ts), the employers
// an actor may choose, and the append-only audit trail. Every query is scoped by tenantId.
import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { companies } from "@/db/schema/clients";
import { i9Employees, i9Events, i9UserEmployers } from "@/db/schema/i9";
import { users } from "@/db/schema/identity";
import type { Executor } from "@/lib/server/db/client";
import { likePattern, offsetOf } from "@/lib/shared/list";
import type { EmployeeListBody } from "../contract";
import type { I9Reach } from "../policy";

export type EmployeeRow = typeof i9Employees.$inferSelect;
export type EmployeeInsert = typeof i9Employees.$inferInsert;
export type EmployeeRecord = EmployeeRow & { companyName: string | null };

/** The employers (company id column, null = the firm itself) within reach, as a condition on `companyCol`. */
export function reachCond(tenantId: string, reach: I9Reach, companyCol: AnyPgColumn | SQL): SQL {
  switch (reach.kind) {
    case "firm":
      return sql`true`;
    case "branch":
      return reach.branchId
        ? sql`${companyCol} in (select ${companies.id} from ${companies} where ${companies.tenantId} = ${tenantId} and ${companies.branchId} = ${reach.branchId})`
        : sql`false`;
    case "company":
      return reach.companyId ? sql`${companyCol} = ${reach.companyId}` : sql`false`;
    case "assigned":
      return sql`exists (select 1 from ${i9UserEmployers} where ${i9UserEmployers.tenantId} = ${tenantId} and ${i9UserEmployers.userId} = ${reach.userId} and ${i9UserEmployers.companyId} is not distinct from ${companyCol})`;
    case "none":
      return sql`false`;
  }
}

const employeeQuery = (db: Executor) =>
  db
    .select({ e: i9Employees, companyName: companies.name })
    .from(i9Employees)
    .leftJoin(companies, and(eq(companies.id, i9Employees.companyId), eq(companies.tenantId, i9Employees.tenantId)));

const flat = (r: { e: EmployeeRow; companyName: string | null }): EmployeeRecord => ({ ...r.e, companyName: r.companyName });

const live = (tenantId: string) => and(eq(i9Employees.tenantId, tenantId), isNull(i9Employees.purgedAt));

export async function findEmployee(db: Executor, tenantId: string, reach: I9Reach, id: string, opts: { forUpdate?: boolean } = {}): Promise<EmployeeRecord | null> {
  const q = employeeQuery(db).where(and(live(tenantId), eq(i9Employees.id, id), reachCond(tenantId, reach, i9Employees.companyId))).limit(1);
  const [row] = opts.forUpdate ? await q.for("update", { of: i9Employees }) : await q;
  return row ? flat(row) : null;
}

const SORTS = {
  lastName: [i9Employees.lastName, i9Employees.firstName],
  hireDate: [i9Employees.hireDate],
  terminationDate: [i9Employees.terminationDate],
  createdAt: [i9Employees.createdAt],
} as const;

export async function listEmployees(db: Executor, tenantId: string, reach: I9Reach, q: EmployeeListBody): Promise<{ rows: EmployeeRecord[]; total: number }> {
  const m = q.filter.matcher;
  const conds: (SQL | undefined)[] = [live(tenantId), reachCond(tenantId, reach, i9Employees.companyId)];
  if (m.employers?.length) {
    const ids = m.employers.filter((x) => x !== "firm");
    const firm = m.employers.includes("firm");
    conds.push(or(ids.length ? inArray(i9Employees.companyId, ids) : undefined, firm ? isNull(i9Employees.companyId) : undefined));
  }
  if (m.status === "active") conds.push(isNull(i9Employees.terminationDate));
  if (m.status === "terminated") conds.push(isNotNull(i9Employees.terminationDate));
  if (q.search) {
    const p = likePattern(q.search);
    conds.push(
      or(
        ilike(sql`${i9Employees.firstName} || ' ' || ${i9Employees.lastName}`, p),
        ilike(i9Employees.lastName, p),
        ilike(i9Employees.email, p),
        ilike(i9Employees.externalId, p),
      ),
    );
  }
  const where = and(...conds);
  const dir = q.sortOrder === "asc" ? asc : desc;
  const [rows, [{ n }]] = await Promise.all([
    employeeQuery(db)
      .where(where)
      .orderBy(...SORTS[q.sortBy].map((c) => dir(c)), asc(i9Employees.id))
      .limit(q.perpage)
      .offset(offsetOf(q.page, q.perpage)),
    db.select({ n: count() }).from(i9Employees).where(where),
  ]);
  return { rows: rows.map(flat), total: Number(n) };
}

export async function insertEmployees(tx: Executor, values: readonly EmployeeInsert[]): Promise<EmployeeRow[]> {
  if (values.length === 0) return [];
  return tx.insert(i9Employees).values([...values]).returning();
}

export async function updateEmployeeRow(tx: Executor, tenantId: string, id: string, patch: Partial<EmployeeInsert>): Promise<EmployeeRow> {
  const [row] = await tx
    .update(i9Employees)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(i9Employees.tenantId, tenantId), eq(i9Employees.id, id)))
    .returning();
  return row;
}

/** The live employees of one employer with one of these HR ids (an import matches on them). */
export async function employeesByExternalId(db: Executor, tenantId: string, companyId: string | null, externalIds: readonly string[]): Promise<EmployeeRow[]> {
  if (externalIds.length === 0) return [];
  return db
    .select()
    .from(i9Employees)
    .where(
      and(
        live(tenantId),
        companyId ? eq(i9Employees.companyId, companyId) : isNull(i9Employees.companyId),
        inArray(i9Employees.externalId, [...externalIds]),
      ),
    );
}

/** The live clients within reach, by name (the employers a new employee may belong to). */
export async function clientEmployers(db: Executor, tenantId: string, reach: I9Reach): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), isNull(companies.deletedAt), reachCond(tenantId, reach, companies.id)))
    .orderBy(asc(companies.name));
}

/** Whether an I-9 user was given the firm itself as an employer. */
export async function assignedFirmItself(db: Executor, tenantId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(i9UserEmployers)
    .where(and(eq(i9UserEmployers.tenantId, tenantId), eq(i9UserEmployers.userId, userId), isNull(i9UserEmployers.companyId)));
  return Number(row?.n ?? 0) > 0;
}

export type I9EventInsert = typeof i9Events.$inferInsert;

/** Appends to the I-9 audit trail (the table refuses updates and deletes). */
export async function appendEvents(tx: Executor, events: readonly I9EventInsert[]): Promise<void> {
  if (events.length) await tx.insert(i9Events).values([...events]);
}

/** A page of the audit trail of a record and of its employee (newest first), with the acting user's name. */
export async function eventsPage(db: Executor, tenantId: string, q: { recordId: string; employeeId: string; page: number; perpage: number }) {
  const where = and(eq(i9Events.tenantId, tenantId), or(eq(i9Events.recordId, q.recordId), and(eq(i9Events.employeeId, q.employeeId), isNull(i9Events.recordId))));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ e: i9Events, userName: users.name, userEmail: users.email })
      .from(i9Events)
      .leftJoin(users, eq(users.id, i9Events.actorUserId))
      .where(where)
      .orderBy(desc(i9Events.createdAt), desc(i9Events.id))
      .limit(q.perpage)
      .offset(offsetOf(q.page, q.perpage)),
    db.select({ n: count() }).from(i9Events).where(where),
  ]);
  return { rows, total: Number(n) };
}
