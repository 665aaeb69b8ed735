// Drizzle queries of the USCIS API settings (the firm's or the platform's) and the cases' last statuses.
import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { uscisApiSettings, uscisCaseStatuses, type UscisApiSettingsRow, type UscisCaseStatusRow } from "@/db/schema/uscis";
import type { Executor } from "@/lib/server/db/client";

export type { UscisApiSettingsRow, UscisCaseStatusRow };

const owner = (tenantId: string | null) => (tenantId === null ? isNull(uscisApiSettings.tenantId) : eq(uscisApiSettings.tenantId, tenantId));

export async function findSettings(db: Executor, tenantId: string | null): Promise<UscisApiSettingsRow | null> {
  const [row] = await db.select().from(uscisApiSettings).where(owner(tenantId)).limit(1);
  return row ?? null;
}

export async function upsertSettings(tx: Executor, tenantId: string | null, values: Omit<typeof uscisApiSettings.$inferInsert, "tenantId">): Promise<void> {
  const updated = await tx.update(uscisApiSettings).set({ ...values, updatedAt: new Date() }).where(owner(tenantId)).returning({ id: uscisApiSettings.id });
  if (updated.length === 0) await tx.insert(uscisApiSettings).values({ ...values, tenantId });
}

export async function deleteSettings(tx: Executor, tenantId: string | null): Promise<number> {
  return (await tx.delete(uscisApiSettings).where(owner(tenantId)).returning({ id: uscisApiSettings.id })).length;
}

/** Count one request against the day's limit; false when the limit is reached. */
export async function reserveRequest(db: Executor, settingsId: string, day: string): Promise<boolean> {
  const rows = await db
    .update(uscisApiSettings)
    .set({ usageDay: day, usageCount: sql`case when ${uscisApiSettings.usageDay} = ${day} then ${uscisApiSettings.usageCount} + 1 else 1 end` })
    .where(and(eq(uscisApiSettings.id, settingsId), sql`(${uscisApiSettings.usageDay} is distinct from ${day} or ${uscisApiSettings.usageCount} < ${uscisApiSettings.dailyLimit})`))
    .returning({ id: uscisApiSettings.id });
  return rows.length > 0;
}

/** The last status of a case's receipt (`stage` "case") or of one of its green-card stages' receipts. */
export async function findStatus(db: Executor, tenantId: string, petitionId: string, stage = "case"): Promise<UscisCaseStatusRow | null> {
  const [row] = await db
    .select()
    .from(uscisCaseStatuses)
    .where(and(eq(uscisCaseStatuses.tenantId, tenantId), eq(uscisCaseStatuses.petitionId, petitionId), eq(uscisCaseStatuses.stage, stage)))
    .limit(1);
  return row ?? null;
}

/** Every kept status of a case (its own receipt and its stages'). */
export async function statusesOf(db: Executor, tenantId: string, petitionId: string): Promise<UscisCaseStatusRow[]> {
  return db.select().from(uscisCaseStatuses).where(and(eq(uscisCaseStatuses.tenantId, tenantId), eq(uscisCaseStatuses.petitionId, petitionId)));
}

export async function saveStatus(tx: Executor, values: typeof uscisCaseStatuses.$inferInsert): Promise<void> {
  const { tenantId: _t, petitionId: _p, stage: _s, ...set } = values;
  await tx.insert(uscisCaseStatuses).values(values).onConflictDoUpdate({ target: [uscisCaseStatuses.petitionId, uscisCaseStatuses.stage], set });
}

/** When each receipt was last checked, by `<petitionId>:<stage>` (never-checked ones go first). */
export async function lastChecked(db: Executor, tenantId: string): Promise<Map<string, Date | null>> {
  const rows = await db
    .select({ petitionId: uscisCaseStatuses.petitionId, stage: uscisCaseStatuses.stage, checkedAt: uscisCaseStatuses.checkedAt })
    .from(uscisCaseStatuses)
    .where(eq(uscisCaseStatuses.tenantId, tenantId))
    .orderBy(asc(uscisCaseStatuses.checkedAt));
  return new Map(rows.map((r) => [`${r.petitionId}:${r.stage}`, r.checkedAt]));
}
