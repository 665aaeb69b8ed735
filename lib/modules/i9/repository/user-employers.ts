// The employers an I-9 user (role 49) works for: the firm's active I-9 users with their employers, and
// replacing one user's list. Scoped by tenantId.
import "server-only";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { companies } from "@/db/schema/clients";
import { i9UserEmployers } from "@/db/schema/i9";
import { memberships, users } from "@/db/schema/identity";
import type { Executor } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";

export type I9UserRecord = { userId: string; name: string; email: string };

/** The firm's active I-9 users (one, or all), by name. */
export async function i9Users(db: Executor, tenantId: string, userId?: string): Promise<I9UserRecord[]> {
  return db
    .selectDistinct({ userId: users.id, name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.roleId, ROLE.I9_USER), eq(memberships.statusId, 1), userId ? eq(users.id, userId) : undefined))
    .orderBy(asc(users.name), asc(users.id));
}

export async function employersOfUsers(db: Executor, tenantId: string, userIds: readonly string[]): Promise<{ userId: string; companyId: string | null; name: string | null }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: i9UserEmployers.userId, companyId: i9UserEmployers.companyId, name: companies.name })
    .from(i9UserEmployers)
    .leftJoin(companies, and(eq(companies.id, i9UserEmployers.companyId), eq(companies.tenantId, i9UserEmployers.tenantId)))
    .where(and(eq(i9UserEmployers.tenantId, tenantId), inArray(i9UserEmployers.userId, [...userIds])))
    .orderBy(asc(companies.name));
}

/** The live clients of the firm among `ids`. */
export async function liveClientIds(db: Executor, tenantId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), isNull(companies.deletedAt), inArray(companies.id, [...ids])));
  return rows.map((r) => r.id);
}

export async function replaceUserEmployers(tx: Executor, tenantId: string, userId: string, companyIds: readonly (string | null)[]): Promise<void> {
  await tx.delete(i9UserEmployers).where(and(eq(i9UserEmployers.tenantId, tenantId), eq(i9UserEmployers.userId, userId)));
  if (companyIds.length) await tx.insert(i9UserEmployers).values(companyIds.map((companyId) => ({ tenantId, userId, companyId })));
}
