// Test data: every test creates its own tenant and users with random slugs, so tests run in parallel.
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/server/db/client";
import { tenants, branches } from "@/db/schema/tenancy";
import { users, memberships } from "@/db/schema/identity";
import { companies, beneficiaries } from "@/db/schema/clients";
import { hashPassword } from "@/lib/server/auth/crypto";
import { openBeneficiary, sealBeneficiaryNumbers, type BeneficiaryNumbers } from "@/lib/modules/beneficiaries/numbers";
import { createSession } from "@/lib/server/auth/session";
import { DEFAULT_PERMISSIONS, ROLE_NAMES } from "@/lib/shared/constants/roles";

export const TEST_PASSWORD = "Test@12345";
let passwordHash: Promise<string> | undefined;
const testHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

export const uid = () => randomUUID().slice(0, 8);

export async function createTenant(overrides: Partial<typeof tenants.$inferInsert> = {}) {
  const db = await getDb();
  const slug = `t-${uid()}`;
  const [t] = await db
    .insert(tenants)
    .values({ slug, name: `Firm ${slug}`, adminName: "Test Admin", adminEmail: `admin@${slug}.test`, profCompleted: true, permissions: DEFAULT_PERMISSIONS, ...overrides })
    .returning();
  return t;
}

export async function createBranch(tenantId: string, name = `Branch ${uid()}`) {
  const db = await getDb();
  const [b] = await db.insert(branches).values({ tenantId, name }).returning();
  return b;
}

export async function createCompany(tenantId: string, overrides: Partial<typeof companies.$inferInsert> = {}) {
  const db = await getDb();
  const [c] = await db.insert(companies).values({ tenantId, name: `Company ${uid()}`, email: `hr-${uid()}@example.com`, ...overrides }).returning();
  return c;
}

/** A beneficiary; `passportNumber` and `i94Number` are given in plain and stored sealed, as the app stores them. */
export async function createBeneficiary(tenantId: string, overrides: Partial<typeof beneficiaries.$inferInsert> & Partial<BeneficiaryNumbers> = {}) {
  const db = await getDb();
  const { passportNumber, i94Number, ...rest } = overrides;
  const id = rest.id ?? randomUUID();
  const [b] = await db
    .insert(beneficiaries)
    .values({ tenantId, firstName: "Test", lastName: `Worker ${uid()}`, email: `w-${uid()}@example.com`, ...rest, id, ...sealBeneficiaryNumbers(tenantId, id, { passportNumber, i94Number }) })
    .returning();
  return openBeneficiary(b);
}

/** A user with an active membership in `tenant` and a live session token (bearer). */
export async function createUser(
  tenant: { id: string },
  roleId: number,
  opts: { email?: string; statusId?: number; companyId?: string | null; branchId?: string | null; withSession?: boolean; userOverrides?: Partial<typeof users.$inferInsert> } = {},
) {
  const db = await getDb();
  const email = opts.email ?? `u-${uid()}@example.com`;
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: await testHash(), name: `${ROLE_NAMES[roleId] ?? "User"} ${uid()}`, emailVerifiedAt: new Date(), passwordUpdated: true, registrationCompleted: true, ...opts.userOverrides })
    .returning();
  const [membership] = await db
    .insert(memberships)
    .values({ tenantId: tenant.id, userId: user.id, roleId, statusId: opts.statusId ?? 1, companyId: opts.companyId ?? null, branchId: opts.branchId ?? null })
    .returning();
  let token = "";
  if (opts.withSession !== false && (opts.statusId ?? 1) === 1) {
    token = (await createSession(db, { userId: user.id, tenantId: tenant.id, membershipId: membership.id, roleId })).token;
  }
  return { user, membership, token, email, password: TEST_PASSWORD };
}

/** A tenant with an admin (role 3), ready for most tests. */
export async function createFirm() {
  const tenant = await createTenant();
  const admin = await createUser(tenant, 3);
  return { tenant, admin };
}
