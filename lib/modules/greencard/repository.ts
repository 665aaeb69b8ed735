// Drizzle queries of the green-card details, stages and the Visa Bulletin. Every query is scoped by the
// tenant (the bulletin also reads the platform's rows, tenant_id null).
import "server-only";
import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { gcCases, gcStages, visaBulletinEntries, visaBulletinFetches, type GcCaseRow, type GcStageRow, type VisaBulletinFetchRow, type VisaBulletinRow } from "@/db/schema/greencard";
import type { Executor } from "@/lib/server/db/client";

export type { GcCaseRow, GcStageRow, VisaBulletinFetchRow, VisaBulletinRow };

export async function gcRowsOf(db: Executor, tenantId: string, petitionIds: readonly string[]): Promise<GcCaseRow[]> {
  if (petitionIds.length === 0) return [];
  return db.select().from(gcCases).where(and(eq(gcCases.tenantId, tenantId), inArray(gcCases.petitionId, [...petitionIds])));
}

/** The green-card row of a case, created empty on first use; locked for the rest of the transaction. */
export async function lockGcRow(tx: Executor, tenantId: string, petitionId: string): Promise<GcCaseRow> {
  await tx.insert(gcCases).values({ tenantId, petitionId }).onConflictDoNothing({ target: gcCases.petitionId });
  const [row] = await tx.select().from(gcCases).where(and(eq(gcCases.tenantId, tenantId), eq(gcCases.petitionId, petitionId))).for("update");
  return row;
}

export async function updateGcRow(tx: Executor, tenantId: string, petitionId: string, patch: Partial<typeof gcCases.$inferInsert>): Promise<void> {
  await tx
    .update(gcCases)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(gcCases.tenantId, tenantId), eq(gcCases.petitionId, petitionId)));
}

export async function stagesOf(db: Executor, tenantId: string, petitionIds: readonly string[]): Promise<GcStageRow[]> {
  if (petitionIds.length === 0) return [];
  return db.select().from(gcStages).where(and(eq(gcStages.tenantId, tenantId), inArray(gcStages.petitionId, [...petitionIds])));
}

export async function upsertStage(tx: Executor, values: typeof gcStages.$inferInsert): Promise<void> {
  const { tenantId: _t, petitionId: _p, stage: _s, ...set } = values;
  await tx
    .insert(gcStages)
    .values(values)
    .onConflictDoUpdate({ target: [gcStages.petitionId, gcStages.stage], set: { ...set, updatedAt: new Date() } });
}

/** The months with cells, the firm's or the platform's. */
export async function bulletinMonths(db: Executor, tenantId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ month: visaBulletinEntries.month })
    .from(visaBulletinEntries)
    .where(or(eq(visaBulletinEntries.tenantId, tenantId), isNull(visaBulletinEntries.tenantId)));
  return rows.map((r) => r.month).sort();
}

/** A month's cells, the firm's and the platform's (the service prefers the firm's). */
export async function bulletinRows(db: Executor, tenantId: string, month: string): Promise<VisaBulletinRow[]> {
  return db
    .select()
    .from(visaBulletinEntries)
    .where(and(eq(visaBulletinEntries.month, month), or(eq(visaBulletinEntries.tenantId, tenantId), isNull(visaBulletinEntries.tenantId))));
}

type Cell = { chart: string; category: string; chargeability: string };

/** Set (value) or remove (null) cells of a month, the firm's (tenantId) or the platform's (null). */
export async function saveBulletinCells(tx: Executor, tenantId: string | null, month: string, cells: readonly (Cell & { value: string | null })[], userId: string | null): Promise<void> {
  const owner = tenantId === null ? isNull(visaBulletinEntries.tenantId) : eq(visaBulletinEntries.tenantId, tenantId);
  for (const c of cells) {
    const where = and(owner, eq(visaBulletinEntries.month, month), eq(visaBulletinEntries.chart, c.chart), eq(visaBulletinEntries.category, c.category), eq(visaBulletinEntries.chargeability, c.chargeability));
    if (c.value === null) {
      await tx.delete(visaBulletinEntries).where(where);
      continue;
    }
    const updated = await tx.update(visaBulletinEntries).set({ value: c.value, updatedByUserId: userId, updatedAt: new Date() }).where(where).returning({ id: visaBulletinEntries.id });
    if (updated.length === 0) await tx.insert(visaBulletinEntries).values({ tenantId, month, chart: c.chart, category: c.category, chargeability: c.chargeability, value: c.value, updatedByUserId: userId });
  }
}

/** Serialise the saves of one bulletin (the firm's or the platform's) for the rest of the transaction. */
export async function lockBulletin(tx: Executor, tenantId: string | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`visa-bulletin:${tenantId ?? "platform"}`}))`);
}

/** Green-card stages filed with USCIS and not decided yet (filed, rfe) that have a receipt number, of one firm or every firm. */
export async function pendingStageReceipts(db: Executor, tenantId?: string, petitionId?: string): Promise<{ tenantId: string; petitionId: string; stage: string; receiptNumber: string }[]> {
  const rows = await db
    .select({ tenantId: gcStages.tenantId, petitionId: gcStages.petitionId, stage: gcStages.stage, receiptNumber: gcStages.receiptNumber })
    .from(gcStages)
    .where(and(inArray(gcStages.status, ["filed", "rfe"]), sql`${gcStages.receiptNumber} is not null and ${gcStages.receiptNumber} <> ''`, tenantId ? eq(gcStages.tenantId, tenantId) : undefined, petitionId ? eq(gcStages.petitionId, petitionId) : undefined))
    .orderBy(gcStages.petitionId, gcStages.stage);
  return rows.map((r) => ({ ...r, receiptNumber: r.receiptNumber! }));
}


/** Record one attempt of the platform's bulletin fetch (platform-wide: no tenant). */
export async function addBulletinFetch(db: Executor, values: { month: string; url: string | null; outcome: "ok" | "not_published" | "failed"; cells?: number; error?: string | null }): Promise<void> {
  await db.insert(visaBulletinFetches).values({ month: values.month, url: values.url, outcome: values.outcome, cells: values.cells ?? 0, error: values.error ?? null });
}

/** The latest fetch attempt, and the latest one that stored a month. */
export async function lastBulletinFetches(db: Executor): Promise<{ last: VisaBulletinFetchRow | null; lastOk: VisaBulletinFetchRow | null }> {
  const [last] = await db.select().from(visaBulletinFetches).orderBy(desc(visaBulletinFetches.attemptedAt)).limit(1);
  const [lastOk] = await db.select().from(visaBulletinFetches).where(eq(visaBulletinFetches.outcome, "ok")).orderBy(desc(visaBulletinFetches.attemptedAt)).limit(1);
  return { last: last ?? null, lastOk: lastOk ?? null };
}

/** Whether a month was already stored by a fetch (the platform's table is then left as fetched). */
export async function monthFetched(db: Executor, month: string): Promise<boolean> {
  const [row] = await db.select({ id: visaBulletinFetches.id }).from(visaBulletinFetches).where(and(eq(visaBulletinFetches.month, month), eq(visaBulletinFetches.outcome, "ok"))).limit(1);
  return Boolean(row);
}
