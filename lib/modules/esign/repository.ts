// The only Drizzle code of the e-signature module: envelopes, signers, fields, the append-only events
// (inserted and read, never updated or deleted) and the sealing identities. Every query names the firm.
import "server-only";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { esignEnvelopes, esignEvents, esignFields, esignIdentities, esignInkRequests, esignSigners, type EsignEnvelopeRow, type EsignFieldRow, type EsignSignerRow } from "@/db/schema/esign";
import { tenants } from "@/db/schema/tenancy";
import type { Executor } from "@/lib/server/db/client";

export type { EsignEnvelopeRow, EsignFieldRow, EsignSignerRow, EsignEventRow, EsignIdentityRow } from "@/db/schema/esign";

export async function insertEnvelope(tx: Executor, row: typeof esignEnvelopes.$inferInsert): Promise<EsignEnvelopeRow> {
  const [r] = await tx.insert(esignEnvelopes).values(row).returning();
  return r;
}

export async function findEnvelope(db: Executor, tenantId: string, id: string, opts: { forUpdate?: boolean } = {}): Promise<EsignEnvelopeRow | null> {
  const q = db.select().from(esignEnvelopes).where(and(eq(esignEnvelopes.tenantId, tenantId), eq(esignEnvelopes.id, id))).limit(1);
  const rows = opts.forUpdate ? await q.for("update") : await q;
  return rows[0] ?? null;
}

export async function envelopesOfCase(db: Executor, tenantId: string, petitionId: string): Promise<EsignEnvelopeRow[]> {
  return db.select().from(esignEnvelopes).where(and(eq(esignEnvelopes.tenantId, tenantId), eq(esignEnvelopes.petitionId, petitionId))).orderBy(desc(esignEnvelopes.createdAt));
}

export async function updateEnvelope(tx: Executor, tenantId: string, id: string, patch: Partial<typeof esignEnvelopes.$inferInsert>): Promise<EsignEnvelopeRow> {
  const [r] = await tx
    .update(esignEnvelopes)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(esignEnvelopes.tenantId, tenantId), eq(esignEnvelopes.id, id)))
    .returning();
  return r;
}

export async function insertSigners(tx: Executor, rows: (typeof esignSigners.$inferInsert)[]): Promise<EsignSignerRow[]> {
  return tx.insert(esignSigners).values(rows).returning();
}

export async function signersOf(db: Executor, tenantId: string, envelopeId: string): Promise<EsignSignerRow[]> {
  return db.select().from(esignSigners).where(and(eq(esignSigners.tenantId, tenantId), eq(esignSigners.envelopeId, envelopeId))).orderBy(asc(esignSigners.signOrder), asc(esignSigners.name));
}

export async function signersOfEnvelopes(db: Executor, tenantId: string, envelopeIds: readonly string[]): Promise<EsignSignerRow[]> {
  if (envelopeIds.length === 0) return [];
  return db
    .select()
    .from(esignSigners)
    .where(and(eq(esignSigners.tenantId, tenantId), inArray(esignSigners.envelopeId, [...envelopeIds])))
    .orderBy(asc(esignSigners.signOrder), asc(esignSigners.name));
}

/** The signer of a link's token hash in the firm, or null. */
export async function findSignerByTokenHash(db: Executor, tenantId: string, tokenHash: string): Promise<EsignSignerRow | null> {
  const rows = await db.select().from(esignSigners).where(and(eq(esignSigners.tenantId, tenantId), eq(esignSigners.tokenHash, tokenHash))).limit(1);
  return rows[0] ?? null;
}

export async function updateSigner(tx: Executor, tenantId: string, id: string, patch: Partial<typeof esignSigners.$inferInsert>): Promise<EsignSignerRow> {
  const [r] = await tx.update(esignSigners).set(patch).where(and(eq(esignSigners.tenantId, tenantId), eq(esignSigners.id, id))).returning();
  return r;
}

export async function fieldsOf(db: Executor, tenantId: string, envelopeId: string): Promise<EsignFieldRow[]> {
  return db.select().from(esignFields).where(and(eq(esignFields.tenantId, tenantId), eq(esignFields.envelopeId, envelopeId))).orderBy(asc(esignFields.page), asc(esignFields.y), asc(esignFields.x));
}

/** The draft's fields replaced as a whole (a draft only: signed values never exist yet). */
export async function replaceFields(tx: Executor, tenantId: string, envelopeId: string, rows: (typeof esignFields.$inferInsert)[]): Promise<void> {
  await tx.delete(esignFields).where(and(eq(esignFields.tenantId, tenantId), eq(esignFields.envelopeId, envelopeId), isNull(esignFields.value)));
  if (rows.length > 0) await tx.insert(esignFields).values(rows);
}

export async function setFieldValue(tx: Executor, tenantId: string, id: string, value: unknown): Promise<void> {
  await tx.update(esignFields).set({ value }).where(and(eq(esignFields.tenantId, tenantId), eq(esignFields.id, id)));
}

/** The signers with a signature box, of several envelopes (whether each can be sent). */
export async function signatureSignersOf(db: Executor, tenantId: string, envelopeIds: readonly string[]): Promise<{ envelopeId: string; signerId: string }[]> {
  if (envelopeIds.length === 0) return [];
  return db
    .selectDistinct({ envelopeId: esignFields.envelopeId, signerId: esignFields.signerId })
    .from(esignFields)
    .where(and(eq(esignFields.tenantId, tenantId), inArray(esignFields.envelopeId, [...envelopeIds]), eq(esignFields.kind, "signature")));
}

/** The `sent` and `reminded` events of several envelopes (when each signer was last e-mailed). */
export async function mailEventsOf(db: Executor, tenantId: string, envelopeIds: readonly string[]) {
  if (envelopeIds.length === 0) return [];
  return db
    .select({ envelopeId: esignEvents.envelopeId, signerId: esignEvents.signerId, kind: esignEvents.kind, at: esignEvents.at })
    .from(esignEvents)
    .where(and(eq(esignEvents.tenantId, tenantId), inArray(esignEvents.envelopeId, [...envelopeIds]), inArray(esignEvents.kind, ["sent", "reminded"])));
}

/** Events are appended, never changed. */
export async function appendEvents(tx: Executor, rows: (typeof esignEvents.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(esignEvents).values(rows);
}

export async function eventsOf(db: Executor, tenantId: string, envelopeId: string) {
  return db.select().from(esignEvents).where(and(eq(esignEvents.tenantId, tenantId), eq(esignEvents.envelopeId, envelopeId))).orderBy(asc(esignEvents.id));
}

// ---------- the daily review (daily.ts) and the deletion of a source version ----------

/** The firms (live ones) with envelopes out for signature: the daily review works firm by firm. */
export async function firmsWithSentEnvelopes(db: Executor): Promise<{ id: string; slug: string; name: string }[]> {
  return db
    .selectDistinct({ id: tenants.id, slug: tenants.slug, name: tenants.name })
    .from(esignEnvelopes)
    .innerJoin(tenants, eq(tenants.id, esignEnvelopes.tenantId))
    .where(and(eq(esignEnvelopes.status, "sent"), isNull(tenants.deletedAt)))
    .orderBy(asc(tenants.id));
}

/** The ids of a firm's sent envelopes (each is then reviewed under its lock). */
export async function sentEnvelopeIds(db: Executor, tenantId: string): Promise<{ id: string; petitionId: string }[]> {
  return db
    .select({ id: esignEnvelopes.id, petitionId: esignEnvelopes.petitionId })
    .from(esignEnvelopes)
    .where(and(eq(esignEnvelopes.tenantId, tenantId), eq(esignEnvelopes.status, "sent")))
    .orderBy(asc(esignEnvelopes.expiresAt));
}

/** The open (draft or sent) envelopes made from one forms-and-letters version, locked. */
export async function openEnvelopesOfSource(tx: Executor, tenantId: string, sourceDocumentId: string): Promise<EsignEnvelopeRow[]> {
  return tx
    .select()
    .from(esignEnvelopes)
    .where(and(eq(esignEnvelopes.tenantId, tenantId), eq(esignEnvelopes.sourceDocumentId, sourceDocumentId), inArray(esignEnvelopes.status, ["draft", "sent"])))
    .orderBy(asc(esignEnvelopes.createdAt))
    .for("update");
}

// ---------- sealing identities ----------

export async function findPlatformIdentity(db: Executor) {
  const rows = await db.select().from(esignIdentities).where(isNull(esignIdentities.tenantId)).limit(1);
  return rows[0] ?? null;
}

/** The platform's identity, unless another process stored one first (then that one is answered). */
export async function insertPlatformIdentity(db: Executor, row: Omit<typeof esignIdentities.$inferInsert, "tenantId">) {
  await db.insert(esignIdentities).values({ ...row, tenantId: null }).onConflictDoNothing();
  return findPlatformIdentity(db);
}

/** The firm's own identity (at most one: a unique index on tenant_id), or null. */
export async function findFirmIdentity(db: Executor, tenantId: string) {
  const rows = await db.select().from(esignIdentities).where(eq(esignIdentities.tenantId, tenantId)).limit(1);
  return rows[0] ?? null;
}

type FirmIdentityInput = Pick<typeof esignIdentities.$inferInsert, "commonName" | "fingerprint" | "certificatePem" | "sealed">;

/** Stores the firm's identity, replacing the one it had (one statement: two saves at once leave the last). */
export async function upsertFirmIdentity(db: Executor, tenantId: string, row: FirmIdentityInput, at: Date) {
  const [saved] = await db
    .insert(esignIdentities)
    .values({ ...row, tenantId, createdAt: at })
    .onConflictDoUpdate({ target: esignIdentities.tenantId, targetWhere: sql`tenant_id is not null`, set: { ...row, createdAt: at } })
    .returning();
  return saved;
}

export async function deleteFirmIdentity(db: Executor, tenantId: string) {
  const rows = await db.delete(esignIdentities).where(eq(esignIdentities.tenantId, tenantId)).returning({ id: esignIdentities.id });
  return rows[0] ?? null;
}

/** The dashboard's signature figures of one sender: their envelopes and ink requests per status. */
export async function signatureCountsOf(db: Executor, tenantId: string, userId: string): Promise<{ envelopes: { status: string; count: number }[]; ink: { status: string; count: number }[] }> {
  const [envelopes, ink] = await Promise.all([
    db
      .select({ status: esignEnvelopes.status, count: sql<number>`count(*)::int` })
      .from(esignEnvelopes)
      .where(and(eq(esignEnvelopes.tenantId, tenantId), eq(esignEnvelopes.createdByUserId, userId)))
      .groupBy(esignEnvelopes.status),
    db
      .select({ status: esignInkRequests.status, count: sql<number>`count(*)::int` })
      .from(esignInkRequests)
      .where(and(eq(esignInkRequests.tenantId, tenantId), eq(esignInkRequests.requestedByUserId, userId)))
      .groupBy(esignInkRequests.status),
  ]);
  return { envelopes, ink };
}
