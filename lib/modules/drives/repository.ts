// The only Drizzle code of the cloud drives: its own tables (db/schema/drives.ts) and the name of the user
// who connected. Every function takes the tenant id.
import "server-only";
import { and, eq, isNull, lt } from "drizzle-orm";
import { driveConnections, driveOauthStates, type DriveConnectionRow } from "@/db/schema/drives";
import { users } from "@/db/schema/identity";
import { tenants } from "@/db/schema/tenancy";
import type { Executor } from "@/lib/server/db/client";
import type { DriveProviderId } from "./constants";

export type { DriveConnectionRow };
type ConnectionPatch = Partial<Omit<DriveConnectionRow, "tenantId" | "provider">>;

export async function connectionOf(db: Executor, tenantId: string, provider: DriveProviderId, opts: { forUpdate?: boolean } = {}): Promise<DriveConnectionRow | null> {
  const q = db
    .select()
    .from(driveConnections)
    .where(and(eq(driveConnections.tenantId, tenantId), eq(driveConnections.provider, provider)));
  const rows = opts.forUpdate ? await q.for("update") : await q;
  return rows[0] ?? null;
}

export async function connectionsOf(db: Executor, tenantId: string): Promise<(DriveConnectionRow & { connectedByName: string | null })[]> {
  const rows = await db
    .select({ c: driveConnections, name: users.name })
    .from(driveConnections)
    .leftJoin(users, eq(users.id, driveConnections.connectedByUserId))
    .where(eq(driveConnections.tenantId, tenantId));
  return rows.map((r) => ({ ...r.c, connectedByName: r.name ?? null }));
}

export async function saveConnection(db: Executor, tenantId: string, provider: DriveProviderId, patch: ConnectionPatch): Promise<void> {
  const values = { ...patch, updatedAt: new Date() };
  await db
    .insert(driveConnections)
    .values({ tenantId, provider, ...values })
    .onConflictDoUpdate({ target: [driveConnections.tenantId, driveConnections.provider], set: values });
}

// ---------- OAuth states ----------

export async function insertState(db: Executor, row: typeof driveOauthStates.$inferInsert): Promise<void> {
  // Old states of the firm go as new ones come (nothing else reads them).
  await db.delete(driveOauthStates).where(and(eq(driveOauthStates.tenantId, row.tenantId), lt(driveOauthStates.expiresAt, new Date(Date.now() - 24 * 3600_000))));
  await db.insert(driveOauthStates).values(row);
}

/** A state by its hash, of any firm (the bare-domain return page forwards to its firm). */
export async function findState(db: Executor, stateHash: string) {
  const rows = await db.select().from(driveOauthStates).where(eq(driveOauthStates.stateHash, stateHash));
  return rows[0] ?? null;
}

/** Mark used once: false when someone used it first. */
export async function claimState(db: Executor, tenantId: string, stateHash: string): Promise<boolean> {
  const rows = await db
    .update(driveOauthStates)
    .set({ usedAt: new Date() })
    .where(and(eq(driveOauthStates.tenantId, tenantId), eq(driveOauthStates.stateHash, stateHash), isNull(driveOauthStates.usedAt)))
    .returning({ h: driveOauthStates.stateHash });
  return rows.length === 1;
}

/** The slug of a state's firm (the bare-domain return page sends the browser on to it). */
export async function stateFirmSlug(db: Executor, stateHash: string): Promise<string | null> {
  const rows = await db.select({ slug: tenants.slug }).from(driveOauthStates).innerJoin(tenants, eq(tenants.id, driveOauthStates.tenantId)).where(eq(driveOauthStates.stateHash, stateHash));
  return rows[0]?.slug ?? null;
}
