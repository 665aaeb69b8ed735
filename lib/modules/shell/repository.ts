// The only Drizzle code of the shell: the signed-in user's usable accounts across firms (switch-account list).
// User-scoped rather than tenant-scoped, like the login chooser: it lists the caller's own memberships only.
import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import { companies } from "@/db/schema/clients";
import { memberships } from "@/db/schema/identity";
import { branches, tenants } from "@/db/schema/tenancy";
import type { Executor } from "@/lib/server/db/client";

export async function listActiveAccounts(db: Executor, userId: string) {
  return db
    .select({
      membershipId: memberships.id,
      tenantName: tenants.name,
      roleId: memberships.roleId,
      companyName: companies.name,
      branchName: branches.name,
    })
    .from(memberships)
    .innerJoin(tenants, and(eq(tenants.id, memberships.tenantId), isNull(tenants.deletedAt), eq(tenants.statusId, 1)))
    .leftJoin(companies, eq(companies.id, memberships.companyId))
    .leftJoin(branches, eq(branches.id, memberships.branchId))
    .where(and(eq(memberships.userId, userId), eq(memberships.statusId, 1)))
    .orderBy(asc(tenants.name), asc(memberships.roleId));
}
