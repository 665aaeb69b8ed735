// Drizzle queries of the auth module.
import { and, eq, isNull, sql } from "drizzle-orm";
import { memberships, users } from "@/db/schema/identity";
import { branches, tenants } from "@/db/schema/tenancy";
import { companies } from "@/db/schema/clients";
import type { Executor } from "@/lib/server/db/client";

export async function findUserByEmail(db: Executor, email: string) {
  const rows = await db.select().from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Executor, id: string) {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Every membership of a user in a live tenant, with the names the chooser shows. */
export async function listUserMemberships(db: Executor, userId: string) {
  return db
    .select({
      membershipId: memberships.id,
      tenantId: memberships.tenantId,
      tenantSlug: tenants.slug,
      tenantName: tenants.name,
      tenantStatusId: tenants.statusId,
      roleId: memberships.roleId,
      statusId: memberships.statusId,
      companyId: memberships.companyId,
      companyName: companies.name,
      branchId: memberships.branchId,
      branchName: branches.name,
    })
    .from(memberships)
    .innerJoin(tenants, and(eq(tenants.id, memberships.tenantId), isNull(tenants.deletedAt)))
    .leftJoin(companies, eq(companies.id, memberships.companyId))
    .leftJoin(branches, eq(branches.id, memberships.branchId))
    .where(eq(memberships.userId, userId))
    .orderBy(tenants.name, memberships.roleId);
}

export type MembershipOption = Awaited<ReturnType<typeof listUserMemberships>>[number];
