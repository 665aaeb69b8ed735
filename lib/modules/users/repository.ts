// Drizzle queries of the users module: people (users), their memberships in a tenant, and the
// branches and companies those memberships point to. Every membership query is scoped by tenantId.
import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { memberships, users } from "@/db/schema/identity";
import { branches } from "@/db/schema/tenancy";
import { companies } from "@/db/schema/clients";
import type { Executor } from "@/lib/server/db/client";
import { likePattern, offsetOf } from "@/lib/shared/list";

export type UserRow = typeof users.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

export async function findMembershipRow(db: Executor, tenantId: string, membershipId: string): Promise<MembershipRow | null> {
  const rows = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.id, membershipId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The user's memberships in one tenant. */
export async function membershipsOfUser(db: Executor, tenantId: string, userId: string): Promise<MembershipRow[]> {
  return db.select().from(memberships).where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
}

/** Another membership with the same (tenant, user, role, company, branch) — the unique key. */
export async function findDuplicateMembership(
  db: Executor,
  tenantId: string,
  m: { id: string; userId: string; roleId: number; companyId: string | null; branchId: string | null },
): Promise<MembershipRow | null> {
  const rows = await db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.tenantId, tenantId),
        eq(memberships.userId, m.userId),
        eq(memberships.roleId, m.roleId),
        m.companyId ? eq(memberships.companyId, m.companyId) : isNull(memberships.companyId),
        m.branchId ? eq(memberships.branchId, m.branchId) : isNull(memberships.branchId),
        ne(memberships.id, m.id),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function findBranch(db: Executor, tenantId: string, branchId: string) {
  const rows = await db
    .select({ id: branches.id, name: branches.name, statusId: branches.statusId })
    .from(branches)
    .where(and(eq(branches.tenantId, tenantId), eq(branches.id, branchId), isNull(branches.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

const memberColumns = {
  id: memberships.id,
  userId: users.id,
  name: users.name,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  phoneCountryCode: users.phoneCountryCode,
  profilePicture: users.profilePicture,
  roleId: memberships.roleId,
  statusId: memberships.statusId,
  branchId: memberships.branchId,
  branchName: branches.name,
  companyId: memberships.companyId,
  companyName: companies.name,
  companyBranchId: companies.branchId,
  createdAt: memberships.createdAt,
  updatedAt: memberships.updatedAt,
};

export type MemberRow = {
  id: string;
  userId: string;
  name: string;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  phoneCountryCode: string | null;
  profilePicture: string | null;
  roleId: number;
  statusId: number;
  branchId: string | null;
  branchName: string | null;
  companyId: string | null;
  companyName: string | null;
  companyBranchId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** A branch manager's reach: memberships of the branch, or of a client company of the branch. */
function branchScope(branchId: string | null): SQL {
  if (!branchId) return sql`false`;
  return or(eq(memberships.branchId, branchId), eq(companies.branchId, branchId)) as SQL;
}

function memberQuery(db: Executor) {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(branches, eq(branches.id, memberships.branchId))
    .leftJoin(companies, eq(companies.id, memberships.companyId));
}

export async function findMember(db: Executor, tenantId: string, membershipId: string, scopeBranchId?: string | null): Promise<MemberRow | null> {
  const conds: SQL[] = [eq(memberships.tenantId, tenantId), eq(memberships.id, membershipId)];
  if (scopeBranchId !== undefined) conds.push(branchScope(scopeBranchId));
  const rows = await memberQuery(db).where(and(...conds)).limit(1);
  return rows[0] ?? null;
}

type MemberListQuery = {
  page: number;
  perpage: number;
  sortBy: "createdAt" | "name" | "email" | "roleId" | "statusId";
  sortOrder: "asc" | "desc";
  search?: string;
  roleIds?: number[];
  statusIds?: number[];
  branchIds?: string[];
  /** Set for branch managers: only this branch (null = no branch, nothing visible). */
  scopeBranchId?: string | null;
};

const SORT_COLUMNS = {
  createdAt: memberships.createdAt,
  name: users.name,
  email: users.email,
  roleId: memberships.roleId,
  statusId: memberships.statusId,
} as const;

export async function listMembers(db: Executor, tenantId: string, q: MemberListQuery): Promise<{ rows: MemberRow[]; total: number }> {
  const conds: SQL[] = [eq(memberships.tenantId, tenantId)];
  if (q.scopeBranchId !== undefined) conds.push(branchScope(q.scopeBranchId));
  if (q.roleIds?.length) conds.push(inArray(memberships.roleId, q.roleIds));
  if (q.statusIds?.length) conds.push(inArray(memberships.statusId, q.statusIds));
  if (q.branchIds?.length) conds.push(inArray(memberships.branchId, q.branchIds));
  if (q.search) {
    const p = likePattern(q.search);
    conds.push(or(ilike(users.name, p), ilike(users.email, p)) as SQL);
  }
  const where = and(...conds);
  const dir = q.sortOrder === "asc" ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    memberQuery(db)
      .where(where)
      .orderBy(dir(SORT_COLUMNS[q.sortBy]), dir(memberships.id))
      .limit(q.perpage)
      .offset(offsetOf(q.page, q.perpage)),
    db
      .select({ total: count() })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(companies, eq(companies.id, memberships.companyId))
      .where(where),
  ]);
  return { rows, total: Number(total) };
}

/** Whether the user has any membership in the tenant (who may see their profile picture). */
export async function isMemberOfTenant(db: Executor, tenantId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

