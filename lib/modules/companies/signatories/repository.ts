// Drizzle queries of the authorized signatories of clients; every query is scoped by tenantId and
// by the actor's reach over the signatory's client (ClientVisibility).
import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { authorizedSignatories, companies } from "@/db/schema/clients";
import type { Executor } from "@/lib/server/db/client";
import { likePattern, offsetOf } from "@/lib/shared/list";
import type { ClientVisibility } from "@/lib/modules/companies/policy";

type SignatoryRow = typeof authorizedSignatories.$inferSelect;
export type SignatoryInsert = typeof authorizedSignatories.$inferInsert;
export type SignatoryWithCompany = { signatory: SignatoryRow; companyName: string };

function visibilityCond(vis: ClientVisibility): SQL | undefined {
  switch (vis.kind) {
    case "tenant":
      return undefined;
    case "branch":
      return vis.branchId ? eq(companies.branchId, vis.branchId) : sql`false`;
    case "company":
      return vis.companyId ? eq(companies.id, vis.companyId) : sql`false`;
    case "none":
      return sql`false`;
  }
}

function baseConds(tenantId: string, vis: ClientVisibility): (SQL | undefined)[] {
  return [
    eq(authorizedSignatories.tenantId, tenantId),
    isNull(authorizedSignatories.deletedAt),
    isNull(companies.deletedAt),
    visibilityCond(vis),
  ];
}

function query(db: Executor) {
  return db
    .select({ signatory: authorizedSignatories, companyName: companies.name })
    .from(authorizedSignatories)
    .innerJoin(companies, and(eq(companies.id, authorizedSignatories.companyId), eq(companies.tenantId, authorizedSignatories.tenantId)));
}

type SignatoryListQuery = {
  visibility: ClientVisibility;
  page: number;
  perpage: number;
  sortBy: "name" | "createdAt";
  sortOrder: "asc" | "desc";
  search?: string;
  companyIds?: string[];
  statusIds?: number[];
};

export async function listSignatories(db: Executor, tenantId: string, q: SignatoryListQuery): Promise<{ rows: SignatoryWithCompany[]; total: number }> {
  const conds = baseConds(tenantId, q.visibility);
  if (q.companyIds?.length) conds.push(inArray(authorizedSignatories.companyId, q.companyIds));
  if (q.statusIds?.length) conds.push(inArray(authorizedSignatories.statusId, q.statusIds));
  if (q.search) {
    const p = likePattern(q.search);
    conds.push(
      or(
        ilike(authorizedSignatories.firstName, p),
        ilike(authorizedSignatories.lastName, p),
        ilike(authorizedSignatories.email, p),
        ilike(authorizedSignatories.title, p),
        sql`(${authorizedSignatories.firstName} || ' ' || ${authorizedSignatories.lastName}) ilike ${p}`,
      ),
    );
  }
  const where = and(...conds);
  const dir = q.sortOrder === "asc" ? asc : desc;
  const order =
    q.sortBy === "name"
      ? [dir(authorizedSignatories.lastName), dir(authorizedSignatories.firstName), dir(authorizedSignatories.id)]
      : [dir(authorizedSignatories.createdAt), dir(authorizedSignatories.id)];
  const [rows, [{ total }]] = await Promise.all([
    query(db)
      .where(where)
      .orderBy(...order)
      .limit(q.perpage)
      .offset(offsetOf(q.page, q.perpage)),
    db
      .select({ total: count() })
      .from(authorizedSignatories)
      .innerJoin(companies, and(eq(companies.id, authorizedSignatories.companyId), eq(companies.tenantId, authorizedSignatories.tenantId)))
      .where(where),
  ]);
  return { rows, total: Number(total) };
}

export async function findSignatory(db: Executor, tenantId: string, id: string, vis: ClientVisibility): Promise<SignatoryWithCompany | null> {
  const rows = await query(db)
    .where(and(eq(authorizedSignatories.id, id), ...baseConds(tenantId, vis)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertSignatory(db: Executor, values: SignatoryInsert): Promise<SignatoryRow> {
  const [row] = await db.insert(authorizedSignatories).values(values).returning();
  return row;
}

export async function updateSignatory(db: Executor, tenantId: string, id: string, patch: Partial<SignatoryInsert>): Promise<SignatoryRow> {
  const [row] = await db
    .update(authorizedSignatories)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(authorizedSignatories.tenantId, tenantId), eq(authorizedSignatories.id, id)))
    .returning();
  return row;
}

/** The active signatories of one client (no reach filter: the caller reached the client through one of its cases), by name. */
export async function activeSignatoriesOfCompany(db: Executor, tenantId: string, companyId: string): Promise<SignatoryWithCompany[]> {
  return query(db)
    .where(and(eq(authorizedSignatories.tenantId, tenantId), eq(authorizedSignatories.companyId, companyId), eq(authorizedSignatories.statusId, 1), isNull(authorizedSignatories.deletedAt), isNull(companies.deletedAt)))
    .orderBy(asc(authorizedSignatories.lastName), asc(authorizedSignatories.firstName), asc(authorizedSignatories.id));
}
