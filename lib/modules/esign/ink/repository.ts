// The ink requests' Drizzle code (and the envelopes the petitioner-signature step waits for).
import "server-only";
import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { esignEnvelopes, esignInkRequests, type EsignInkRequestRow } from "@/db/schema/esign";
import { users } from "@/db/schema/identity";
import type { Executor } from "@/lib/server/db/client";

export type { EsignInkRequestRow };

export async function insertInkRequest(tx: Executor, row: typeof esignInkRequests.$inferInsert): Promise<EsignInkRequestRow> {
  const [r] = await tx.insert(esignInkRequests).values(row).returning();
  return r;
}

export async function findInkRequest(db: Executor, tenantId: string, id: string, opts: { forUpdate?: boolean } = {}): Promise<EsignInkRequestRow | null> {
  const q = db.select().from(esignInkRequests).where(and(eq(esignInkRequests.tenantId, tenantId), eq(esignInkRequests.id, id)));
  const [r] = opts.forUpdate ? await q.for("update") : await q;
  return r ?? null;
}

export async function inkRequestsOfCase(db: Executor, tenantId: string, petitionId: string): Promise<EsignInkRequestRow[]> {
  return db
    .select()
    .from(esignInkRequests)
    .where(and(eq(esignInkRequests.tenantId, tenantId), eq(esignInkRequests.petitionId, petitionId)))
    .orderBy(desc(esignInkRequests.createdAt));
}

export async function updateInkRequest(tx: Executor, tenantId: string, id: string, patch: Partial<typeof esignInkRequests.$inferInsert>): Promise<EsignInkRequestRow> {
  const [r] = await tx
    .update(esignInkRequests)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(esignInkRequests.tenantId, tenantId), eq(esignInkRequests.id, id)))
    .returning();
  return r;
}

export async function userNames(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** What the case's petitioner-signature step still waits for: ink requests without their scan, envelopes not completed. */
export async function pendingStepSignatures(db: Executor, tenantId: string, petitionId: string): Promise<{ ink: string[]; envelopes: string[] }> {
  const [ink, envelopes] = await Promise.all([
    db
      .select({ name: sql<string>`'Form ' || ${esignInkRequests.form} || ' (' || ${esignInkRequests.edition} || ')'` })
      .from(esignInkRequests)
      .where(and(eq(esignInkRequests.tenantId, tenantId), eq(esignInkRequests.petitionId, petitionId), eq(esignInkRequests.signatureStep, true), eq(esignInkRequests.status, "requested"))),
    db
      .select({ name: esignEnvelopes.documentName })
      .from(esignEnvelopes)
      .where(
        and(
          eq(esignEnvelopes.tenantId, tenantId),
          eq(esignEnvelopes.petitionId, petitionId),
          eq(esignEnvelopes.signatureStep, true),
          notInArray(esignEnvelopes.status, ["completed", "voided"]),
        ),
      ),
  ]);
  return { ink: ink.map((r) => r.name), envelopes: envelopes.map((r) => r.name) };
}

/** Marks the case's envelopes `ids` as part of the petitioner-signature step; answers the ones found (not voided). */
export async function markStepEnvelopes(tx: Executor, tenantId: string, petitionId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(esignEnvelopes)
    .set({ signatureStep: true, updatedAt: new Date() })
    .where(and(eq(esignEnvelopes.tenantId, tenantId), eq(esignEnvelopes.petitionId, petitionId), inArray(esignEnvelopes.id, [...ids]), notInArray(esignEnvelopes.status, ["voided", "declined", "expired"])))
    .returning({ id: esignEnvelopes.id });
  return rows.map((r) => r.id);
}
