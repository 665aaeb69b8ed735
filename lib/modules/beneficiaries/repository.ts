// Drizzle queries of beneficiaries and their dependants; every query is scoped by tenantId and by the
// actor's reach (BeneficiaryVisibility).
import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { beneficiaries, companies, dependants } from "@/db/schema/clients";
import { branches } from "@/db/schema/tenancy";
import { users } from "@/db/schema/identity";
import type { Executor } from "@/lib/server/db/client";
import { textMatch } from "@/lib/server/db/text-search";
import { likePattern, offsetOf } from "@/lib/shared/list";
import type { BeneficiaryVisibility } from "./policy";

export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
export type BeneficiaryInsert = typeof beneficiaries.$inferInsert;
export type DependantRow = typeof dependants.$inferSelect;
export type DependantInsert = typeof dependants.$inferInsert;

function visibilityCond(vis: BeneficiaryVisibility): SQL | undefined {
  switch (vis.kind) {
    case "tenant":
      return undefined;
    case "branch":
      return vis.branchId ? eq(beneficiaries.branchId, vis.branchId) : sql`false`;
    case "company":
      return vis.companyId ? eq(beneficiaries.companyId, vis.companyId) : sql`false`;
    case "self":
      return eq(beneficiaries.userId, vis.userId);
    case "none":
      return sql`false`;
  }
}

export type BeneficiaryWithNames = { beneficiary: BeneficiaryRow; companyName: string | null; branchName: string | null; dependantCount: number };

/** Live dependants per beneficiary, one grouped query for the page of beneficiaries. */
async function withDependantCounts(db: Executor, tenantId: string, rows: Omit<BeneficiaryWithNames, "dependantCount">[]): Promise<BeneficiaryWithNames[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({ id: dependants.beneficiaryId, n: count() })
    .from(dependants)
    .where(and(eq(dependants.tenantId, tenantId), inArray(dependants.beneficiaryId, rows.map((r) => r.beneficiary.id)), isNull(dependants.deletedAt)))
    .groupBy(dependants.beneficiaryId);
  const byId = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return rows.map((r) => ({ ...r, dependantCount: byId.get(r.beneficiary.id) ?? 0 }));
}

function query(db: Executor) {
  return db
    .select({ beneficiary: beneficiaries, companyName: companies.name, branchName: branches.name })
    .from(beneficiaries)
    .leftJoin(companies, and(eq(companies.id, beneficiaries.companyId), eq(companies.tenantId, beneficiaries.tenantId)))
    .leftJoin(branches, and(eq(branches.id, beneficiaries.branchId), eq(branches.tenantId, beneficiaries.tenantId)));
}

/** The text searched for, and the blind index of the passport number it would be (numbers.ts passportIndex). */
export type BeneficiarySearch = { text: string; passportIndex: string };

/** Name (first, last or both) or e-mail contains the text, or the passport number is the text (sealed: exact only). */
function beneficiarySearchCond(search: BeneficiarySearch): SQL {
  const p = likePattern(search.text);
  return or(
    ilike(beneficiaries.firstName, p),
    ilike(beneficiaries.lastName, p),
    sql`(${beneficiaries.firstName} || ' ' || ${beneficiaries.lastName}) ilike ${p}`,
    ilike(beneficiaries.email, p),
    eq(beneficiaries.passportNumberIndex, search.passportIndex),
  ) as SQL;
}

type BeneficiaryListQuery = {
  visibility: BeneficiaryVisibility;
  page: number;
  perpage: number;
  sortBy: "createdAt" | "name" | "clientName";
  sortOrder: "asc" | "desc";
  search?: BeneficiarySearch;
  companyIds?: string[];
  branchIds?: string[];
  statusIds?: number[];
};

export async function listBeneficiaries(db: Executor, tenantId: string, q: BeneficiaryListQuery): Promise<{ rows: BeneficiaryWithNames[]; total: number }> {
  const conds: (SQL | undefined)[] = [eq(beneficiaries.tenantId, tenantId), isNull(beneficiaries.deletedAt), visibilityCond(q.visibility)];
  if (q.companyIds?.length) conds.push(inArray(beneficiaries.companyId, q.companyIds));
  if (q.branchIds?.length) conds.push(inArray(beneficiaries.branchId, q.branchIds));
  if (q.statusIds?.length) conds.push(inArray(beneficiaries.statusId, q.statusIds));
  if (q.search) conds.push(beneficiarySearchCond(q.search));
  const where = and(...conds);
  const dir = q.sortOrder === "asc" ? asc : desc;
  const order =
    q.sortBy === "name"
      ? [dir(beneficiaries.lastName), dir(beneficiaries.firstName), dir(beneficiaries.id)]
      : q.sortBy === "clientName"
        ? [sql`${companies.name} ${sql.raw(q.sortOrder)} nulls last`, dir(beneficiaries.lastName), dir(beneficiaries.id)]
        : [dir(beneficiaries.createdAt), dir(beneficiaries.id)];
  const [rows, [{ total }]] = await Promise.all([
    query(db)
      .where(where)
      .orderBy(...order)
      .limit(q.perpage)
      .offset(offsetOf(q.page, q.perpage)),
    db.select({ total: count() }).from(beneficiaries).where(where),
  ]);
  return { rows: await withDependantCounts(db, tenantId, rows), total: Number(total) };
}

type BeneficiarySearchRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  passportNumberSealed: string | null;
  companyId: string | null;
  companyName: string | null;
};

/** Global search: live beneficiaries within reach whose name or e-mail matches, or whose passport is the text, by name. */
export async function searchBeneficiaryRows(db: Executor, tenantId: string, vis: BeneficiaryVisibility, search: BeneficiarySearch, limit: number): Promise<BeneficiarySearchRow[]> {
  // The global search: typo-tolerant too ("Marisol Quintro"), best match first.
  const m = textMatch(search.text.trim(), [sql`${beneficiaries.firstName} || ' ' || ${beneficiaries.lastName}`, beneficiaries.email]);
  return db
    .select({
      id: beneficiaries.id,
      firstName: beneficiaries.firstName,
      lastName: beneficiaries.lastName,
      email: beneficiaries.email,
      passportNumberSealed: beneficiaries.passportNumberSealed,
      companyId: beneficiaries.companyId,
      companyName: companies.name,
    })
    .from(beneficiaries)
    .leftJoin(companies, and(eq(companies.id, beneficiaries.companyId), eq(companies.tenantId, beneficiaries.tenantId)))
    .where(and(eq(beneficiaries.tenantId, tenantId), isNull(beneficiaries.deletedAt), visibilityCond(vis), or(beneficiarySearchCond(search), m.where)))
    .orderBy(desc(m.rank), asc(beneficiaries.lastName), asc(beneficiaries.firstName), asc(beneficiaries.id))
    .limit(limit);
}

export async function findBeneficiary(db: Executor, tenantId: string, id: string, vis: BeneficiaryVisibility): Promise<BeneficiaryWithNames | null> {
  const rows = await query(db)
    .where(and(eq(beneficiaries.tenantId, tenantId), eq(beneficiaries.id, id), isNull(beneficiaries.deletedAt), visibilityCond(vis)))
    .limit(1);
  return rows.length ? (await withDependantCounts(db, tenantId, rows))[0] : null;
}

/** Serialises changes to one beneficiary's dependants (the one-spouse rule). */
export async function lockBeneficiary(db: Executor, tenantId: string, id: string): Promise<void> {
  await db.execute(sql`select 1 from ${beneficiaries} where ${beneficiaries.tenantId} = ${tenantId} and ${beneficiaries.id} = ${id} for update`);
}

export async function insertBeneficiary(db: Executor, values: BeneficiaryInsert): Promise<BeneficiaryRow> {
  const [row] = await db.insert(beneficiaries).values(values).returning();
  return row;
}

export async function updateBeneficiary(db: Executor, tenantId: string, id: string, patch: Partial<BeneficiaryInsert>): Promise<BeneficiaryRow> {
  const [row] = await db
    .update(beneficiaries)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(beneficiaries.tenantId, tenantId), eq(beneficiaries.id, id)))
    .returning();
  return row;
}

// ---------- dependants ----------

export async function listDependants(db: Executor, tenantId: string, beneficiaryId: string): Promise<DependantRow[]> {
  return db
    .select()
    .from(dependants)
    .where(and(eq(dependants.tenantId, tenantId), eq(dependants.beneficiaryId, beneficiaryId), isNull(dependants.deletedAt)))
    .orderBy(desc(sql`${dependants.relation} = 'spouse'`), asc(dependants.dateOfBirth), asc(dependants.createdAt));
}

export async function findDependant(db: Executor, tenantId: string, id: string): Promise<DependantRow | null> {
  const rows = await db
    .select()
    .from(dependants)
    .where(and(eq(dependants.tenantId, tenantId), eq(dependants.id, id), isNull(dependants.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/** Another live spouse of the beneficiary than `exceptId`. */
export async function findOtherSpouse(db: Executor, tenantId: string, beneficiaryId: string, exceptId?: string): Promise<DependantRow | null> {
  const rows = await db
    .select()
    .from(dependants)
    .where(
      and(
        eq(dependants.tenantId, tenantId),
        eq(dependants.beneficiaryId, beneficiaryId),
        eq(dependants.relation, "spouse"),
        isNull(dependants.deletedAt),
        exceptId ? sql`${dependants.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function insertDependant(db: Executor, values: DependantInsert): Promise<DependantRow> {
  const [row] = await db.insert(dependants).values(values).returning();
  return row;
}

export async function updateDependant(db: Executor, tenantId: string, id: string, patch: Partial<DependantInsert>): Promise<DependantRow> {
  const [row] = await db
    .update(dependants)
    .set(patch)
    .where(and(eq(dependants.tenantId, tenantId), eq(dependants.id, id)))
    .returning();
  return row;
}

/**
 * The live people within reach with a date of their own to watch, or among `alsoIds` (those with a PWD or an LCA
 * to watch, which the expiry radar asks PERM and LCA for).
 */
export async function beneficiariesToWatch(db: Executor, tenantId: string, vis: BeneficiaryVisibility, alsoIds: readonly string[]): Promise<{ beneficiary: BeneficiaryRow; companyName: string | null }[]> {
  return db
    .select({ beneficiary: beneficiaries, companyName: companies.name })
    .from(beneficiaries)
    .leftJoin(companies, and(eq(companies.id, beneficiaries.companyId), eq(companies.tenantId, beneficiaries.tenantId)))
    .where(
      and(
        eq(beneficiaries.tenantId, tenantId),
        isNull(beneficiaries.deletedAt),
        visibilityCond(vis),
        or(
          sql`coalesce(${beneficiaries.i94Expiry}, ${beneficiaries.passportExpiry}, ${beneficiaries.visaStampExpiry}, ${beneficiaries.eadExpiry}, ${beneficiaries.h1bStartDate}) is not null`,
          alsoIds.length ? inArray(beneficiaries.id, [...alsoIds]) : undefined,
        ),
      ),
    );
}

/** The names of the users who typed values of a record (its field sources). */
export async function userNames(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Link beneficiary records of a tenant to a user: by id, or every unlinked record with that e-mail. */
export async function linkBeneficiaries(db: Executor, tenantId: string, userId: string, by: { id: string } | { email: string }) {
  const match =
    "id" in by ? eq(beneficiaries.id, by.id) : sql`lower(${beneficiaries.email}) = ${by.email.trim().toLowerCase()}`;
  const rows = await db
    .update(beneficiaries)
    .set({ userId, updatedAt: new Date() })
    .where(and(eq(beneficiaries.tenantId, tenantId), match, isNull(beneficiaries.userId), isNull(beneficiaries.deletedAt)))
    .returning({ id: beneficiaries.id });
  return rows.map((r) => r.id);
}

/** Live beneficiaries per client company, one grouped query for a page of clients (company id → count). */
export async function countsByCompany(db: Executor, tenantId: string, companyIds: readonly string[]): Promise<Map<string, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({ id: beneficiaries.companyId, n: count() })
    .from(beneficiaries)
    .where(and(eq(beneficiaries.tenantId, tenantId), inArray(beneficiaries.companyId, [...companyIds]), isNull(beneficiaries.deletedAt)))
    .groupBy(beneficiaries.companyId);
  return new Map(rows.map((r) => [r.id!, Number(r.n)]));
}

/** Live beneficiaries of one branch (what still belongs to it before it is deleted). */
export async function countInBranch(db: Executor, tenantId: string, branchId: string): Promise<number> {
  const [b] = await db
    .select({ n: count() })
    .from(beneficiaries)
    .where(and(eq(beneficiaries.tenantId, tenantId), eq(beneficiaries.branchId, branchId), isNull(beneficiaries.deletedAt)));
  return Number(b.n);
}
