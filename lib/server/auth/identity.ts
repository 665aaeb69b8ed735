// The people of the product and their memberships: the only writer of `users` and `memberships`
// (db/schema/identity.ts, owner server/auth). The auth flows (sign-up, activation, passwords), user
// management and the client companies' activation all change people through these functions.
import "server-only";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { memberships, users, type UserPreferences } from "@/db/schema/identity";
import type { Executor } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";

export type UserRow = typeof users.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Executor, userId: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0] ?? null;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

export async function updateUser(db: Executor, userId: string, patch: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await db.update(users).set({ ...patch, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return row;
}

export async function setPreferences(db: Executor, userId: string, preferences: UserPreferences): Promise<UserPreferences> {
  const [row] = await db
    .update(users)
    .set({ preferences, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ preferences: users.preferences });
  return row.preferences;
}

export async function insertMembership(db: Executor, values: typeof memberships.$inferInsert): Promise<MembershipRow> {
  const [row] = await db.insert(memberships).values(values).returning();
  return row;
}

export async function updateMembership(
  db: Executor,
  tenantId: string,
  membershipId: string,
  patch: Partial<Pick<MembershipRow, "roleId" | "branchId" | "statusId">>,
): Promise<MembershipRow | null> {
  const [row] = await db
    .update(memberships)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.id, membershipId)))
    .returning();
  return row ?? null;
}

/** Set the status of memberships of one tenant; returns the ids changed. */
export async function setMembershipStatus(db: Executor, tenantId: string, membershipIds: string[], statusId: number): Promise<string[]> {
  if (membershipIds.length === 0) return [];
  const rows = await db
    .update(memberships)
    .set({ statusId, updatedAt: new Date() })
    .where(and(eq(memberships.tenantId, tenantId), inArray(memberships.id, membershipIds)))
    .returning({ id: memberships.id });
  return rows.map((r) => r.id);
}

/**
 * Activate the company's pending petitioner accounts (role 50, status 3) whose person has a password
 * and a verified e-mail; the others stay pending until their e-mail link completes them.
 */
export async function activatePendingPetitioners(db: Executor, tenantId: string, companyId: string) {
  const ready = await db
    .select({ id: memberships.id, userId: users.id, email: users.email, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.tenantId, tenantId),
        eq(memberships.companyId, companyId),
        eq(memberships.roleId, ROLE.PETITIONER),
        eq(memberships.statusId, 3),
        isNotNull(users.passwordHash),
        isNotNull(users.emailVerifiedAt),
      ),
    );
  if (ready.length === 0) return [];
  await db
    .update(memberships)
    .set({ statusId: 1, updatedAt: new Date() })
    .where(and(eq(memberships.tenantId, tenantId), inArray(memberships.id, ready.map((r) => r.id))));
  return ready;
}
