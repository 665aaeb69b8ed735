// Drizzle queries of the branches module, every one scoped by tenantId; also the references that
// keep a branch from being deleted and the tenant's branch-setup checklist flag.
import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { memberships } from "@/db/schema/identity";
import { branches } from "@/db/schema/tenancy";
import type { Executor } from "@/lib/server/db/client";
import { likePattern, offsetOf } from "@/lib/shared/list";

type BranchRow = typeof branches.$inferSelect;
export type BranchInsert = typeof branches.$inferInsert;

export type BranchWithCounts = { branch: BranchRow; userCount: number };

/** Memberships per branch, one grouped query for the page of branches (the clients' count is companies': withClientCounts). */
async function withCounts(db: Executor, tenantId: string, rows: BranchRow[]): Promise<BranchWithCounts[]> {
  if (rows.length === 0) return [];
  const users = await db
    .select({ id: memberships.branchId, n: count() })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), inArray(memberships.branchId, rows.map((r) => r.id))))
    .groupBy(memberships.branchId);
  const u = new Map(users.map((r) => [r.id, Number(r.n)]));
  return rows.map((branch) => ({ branch, userCount: u.get(branch.id) ?? 0 }));
}

/** scopeBranchId: undefined = whole tenant; a branch manager's branch id, or null (nothing). */
function scopeCond(scopeBranchId: string | null | undefined): SQL | undefined {
  if (scopeBranchId === undefined) return undefined;
  return scopeBranchId ? eq(branches.id, scopeBranchId) : sql`false`;
}

type BranchListQuery = {
  page: number;
  perpage: number;
  sortBy: "name" | "createdAt" | "updatedAt";
  sortOrder: "asc" | "desc";
  search?: string;
  statusIds?: number[];
  scopeBranchId?: string | null;
};

const SORT_COLUMNS = { name: branches.name, createdAt: branches.createdAt, updatedAt: branches.updatedAt } as const;

export async function listBranches(db: Executor, tenantId: string, q: BranchListQuery): Promise<{ rows: BranchWithCounts[]; total: number }> {
  const conds: (SQL | undefined)[] = [eq(branches.tenantId, tenantId), isNull(branches.deletedAt), scopeCond(q.scopeBranchId)];
  if (q.statusIds?.length) conds.push(inArray(branches.statusId, q.statusIds));
  if (q.search) {
    const p = likePattern(q.search);
    conds.push(or(ilike(branches.name, p), ilike(branches.code, p), ilike(branches.email, p)));
  }
  const where = and(...conds);
  const dir = q.sortOrder === "asc" ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(branches)
      .where(where)
      .orderBy(dir(SORT_COLUMNS[q.sortBy]), dir(branches.id))
      .limit(q.perpage)
      .offset(offsetOf(q.page, q.perpage)),
    db.select({ total: count() }).from(branches).where(where),
  ]);
  return { rows: await withCounts(db, tenantId, rows), total: Number(total) };
}

export async function findBranch(db: Executor, tenantId: string, id: string, scopeBranchId?: string | null): Promise<BranchWithCounts | null> {
  const rows = await db
    .select()
    .from(branches)
    .where(and(eq(branches.tenantId, tenantId), eq(branches.id, id), isNull(branches.deletedAt), scopeCond(scopeBranchId)))
    .limit(1);
  return rows.length ? (await withCounts(db, tenantId, rows))[0] : null;
}

/** A live branch of the tenant with this name (case-insensitive), other than `exceptId`. */
export async function findBranchByName(db: Executor, tenantId: string, name: string, exceptId?: string): Promise<BranchRow | null> {
  const rows = await db
    .select()
    .from(branches)
    .where(
      and(
        eq(branches.tenantId, tenantId),
        sql`lower(${branches.name}) = ${name.toLowerCase()}`,
        isNull(branches.deletedAt),
        exceptId ? sql`${branches.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function insertBranch(db: Executor, values: BranchInsert): Promise<BranchRow> {
  const [row] = await db.insert(branches).values(values).returning();
  return row;
}

export async function updateBranch(db: Executor, tenantId: string, id: string, patch: Partial<BranchInsert>): Promise<BranchRow> {
  const [row] = await db
    .update(branches)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(branches.tenantId, tenantId), eq(branches.id, id)))
    .returning();
  return row;
}

/** The memberships (staff and client accounts) a branch still has. */
export async function branchMemberships(db: Executor, tenantId: string, id: string): Promise<number> {
  const [u] = await db.select({ n: count() }).from(memberships).where(and(eq(memberships.tenantId, tenantId), eq(memberships.branchId, id)));
  return Number(u.n);
}

