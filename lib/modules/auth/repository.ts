// Drizzle queries of the auth module.
import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { memberships, users } from "@/db/schema/identity";
import { branches, tenants } from "@/db/schema/tenancy";
import { beneficiaries, companies } from "@/db/schema/clients";
import type { Executor } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";

export type UserRow = typeof users.$inferSelect;

/** Every membership of a user in a live tenant, with the names the chooser shows. */
export async function listUserMemberships(db: Executor, userId: string) {
  return db
    .select({
      membershipId: memberships.id,
      tenantId: memberships.tenantId,
      tenantSlug: tenants.slug,
      tenantName: tenants.name,
      tenantStatusId: tenants.statusId,
      /** The firm's own contact (its profile's administrator), named to its user whose account is inactive. */
      tenantAdminName: tenants.adminName,
      tenantAdminEmail: tenants.adminEmail,
      roleId: memberships.roleId,
      statusId: memberships.statusId,
      companyId: memberships.companyId,
      companyName: companies.name,
      companyStatusId: companies.statusId,
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

/** A user's memberships in one tenant, with the company's status and registration flag. */
export async function listTenantMembershipsOfUser(db: Executor, tenantId: string, userId: string) {
  return db
    .select({
      membershipId: memberships.id,
      roleId: memberships.roleId,
      statusId: memberships.statusId,
      companyId: memberships.companyId,
      companyName: companies.name,
      companyStatusId: companies.statusId,
      companyRegistrationCompleted: companies.registrationCompleted,
      createdAt: memberships.createdAt,
    })
    .from(memberships)
    .leftJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)))
    .orderBy(desc(memberships.createdAt));
}

export type TenantMembership = Awaited<ReturnType<typeof listTenantMembershipsOfUser>>[number];

export async function findCompanyByFein(db: Executor, tenantId: string, feiNumber: string) {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.feiNumber, feiNumber), isNull(companies.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/** The companies of the petitioner (role 50) accounts that an e-mail address holds in a tenant. */
export async function findPetitionerCompaniesByEmail(db: Executor, tenantId: string, email: string) {
  return db
    .select({ companyId: companies.id, statusId: companies.statusId, createdAt: companies.createdAt })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(companies, and(eq(companies.id, memberships.companyId), eq(companies.tenantId, tenantId), isNull(companies.deletedAt)))
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.roleId, ROLE.PETITIONER), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`))
    .orderBy(desc(companies.createdAt));
}

export async function findBeneficiary(db: Executor, tenantId: string, id: string) {
  const rows = await db
    .select()
    .from(beneficiaries)
    .where(and(eq(beneficiaries.tenantId, tenantId), eq(beneficiaries.id, id), isNull(beneficiaries.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Firms waiting for activation (status 3) whose pending admin (role 3, membership status 3) has this
 * e-mail: the firm, and the admin's user and membership the activation key is issued for.
 */
export async function findPendingTenantAdmins(db: Executor, email: string, onlyTenantId?: string) {
  return db
    .select({ tenant: tenants, userId: users.id, userName: users.name, membershipId: memberships.id })
    .from(tenants)
    .innerJoin(memberships, and(eq(memberships.tenantId, tenants.id), eq(memberships.roleId, ROLE.ADMIN), eq(memberships.statusId, 3)))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(tenants.statusId, 3),
        isNull(tenants.deletedAt),
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
        onlyTenantId ? eq(tenants.id, onlyTenantId) : undefined,
      ),
    )
    .orderBy(tenants.createdAt);
}

/** The client company of a petitioner login (any tenant's id is unique). */
export async function findCompanyById(db: Executor, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ?? null;
}
