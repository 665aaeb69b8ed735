// Drizzle queries of the tenants module. Tenants are the platform's top-level records: every query
// names the tenant by id, and deleted tenants are invisible.
import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import { tenants } from "@/db/schema/tenancy";
import { memberships, users } from "@/db/schema/identity";
import { masterData } from "@/db/schema/platform";
import type { Executor } from "@/lib/server/db/client";
import type { TenantRow } from "@/lib/server/tenancy/tenant";
import { ROLE } from "@/lib/shared/constants/roles";

export async function findTenantById(db: Executor, tenantId: string): Promise<TenantRow | null> {
  const rows = await db.select().from(tenants).where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt))).limit(1);
  return rows[0] ?? null;
}

/** Whether a slug is used by any tenant, deleted ones included (the unique index covers them). */
export async function slugTaken(db: Executor, slug: string): Promise<boolean> {
  const rows = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug)).limit(1);
  return rows.length > 0;
}

/** A global country row of master data (zip code rules live in `extra`), or null. */
export async function findCountry(db: Executor, code: number) {
  const rows = await db
    .select({ code: masterData.code, extra: masterData.extra })
    .from(masterData)
    .where(and(eq(masterData.category, "countries"), isNull(masterData.tenantId), eq(masterData.code, code)))
    .limit(1);
  return rows[0] ?? null;
}

/** The firm admin (role 3) memberships still waiting for activation, oldest first. */
export async function findPendingAdmins(db: Executor, tenantId: string) {
  return db
    .select({ membershipId: memberships.id, userId: users.id, email: users.email, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.roleId, ROLE.ADMIN), eq(memberships.statusId, 3)))
    .orderBy(asc(memberships.createdAt));
}
