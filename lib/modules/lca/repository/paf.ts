// Drizzle queries of the public access file: its uploaded items (paf_items), the workers employed under
// the LCA (lca_workers), purge certificates (paf_purges) and the firm's LCA settings. Scoped by tenantId.
import "server-only";
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, notInArray, sql, type SQL } from "drizzle-orm";
import { beneficiaries, companies } from "@/db/schema/clients";
import { memberships, users } from "@/db/schema/identity";
import { lcaHistory, lcaNotices, lcas, lcaSettings, lcaWorkers, pafItems, pafPurges } from "@/db/schema/lca";
import type { Executor } from "@/lib/server/db/client";
import { offsetOf } from "@/lib/shared/list";
import type { PafPurgeDto, PafPurgedListBody, PafReportBody, PafWorkerDto } from "../paf-contract";

export type PafItemRow = typeof pafItems.$inferSelect;

export async function pafItemsOf(db: Executor, tenantId: string, lcaId: string): Promise<(PafItemRow & { uploadedByName: string | null })[]> {
  const rows = await db
    .select({ i: pafItems, name: users.name })
    .from(pafItems)
    .leftJoin(users, eq(users.id, pafItems.uploadedBy))
    .where(and(eq(pafItems.tenantId, tenantId), eq(pafItems.lcaId, lcaId)))
    .orderBy(asc(pafItems.createdAt), asc(pafItems.id));
  return rows.map((r) => ({ ...r.i, uploadedByName: r.name ?? null }));
}

export async function insertPafItem(tx: Executor, values: typeof pafItems.$inferInsert): Promise<PafItemRow> {
  const [row] = await tx.insert(pafItems).values(values).returning();
  return row;
}

export async function findPafItem(db: Executor, tenantId: string, id: string): Promise<PafItemRow | null> {
  const [row] = await db
    .select()
    .from(pafItems)
    .where(and(eq(pafItems.tenantId, tenantId), eq(pafItems.id, id)))
    .limit(1);
  return row ?? null;
}

export async function deletePafItems(tx: Executor, tenantId: string, ids: readonly string[]): Promise<void> {
  if (ids.length) await tx.delete(pafItems).where(and(eq(pafItems.tenantId, tenantId), inArray(pafItems.id, [...ids])));
}

export async function workersOf(db: Executor, tenantId: string, lcaId: string): Promise<PafWorkerDto[]> {
  const rows = await db
    .select({ beneficiaryId: lcaWorkers.beneficiaryId, first: beneficiaries.firstName, last: beneficiaries.lastName, employedFrom: lcaWorkers.employedFrom, employedUntil: lcaWorkers.employedUntil })
    .from(lcaWorkers)
    .innerJoin(beneficiaries, eq(beneficiaries.id, lcaWorkers.beneficiaryId))
    .where(and(eq(lcaWorkers.tenantId, tenantId), eq(lcaWorkers.lcaId, lcaId)))
    .orderBy(asc(beneficiaries.lastName), asc(beneficiaries.firstName));
  return rows.map((r) => ({ beneficiaryId: r.beneficiaryId, name: [r.first, r.last].filter(Boolean).join(" "), employedFrom: r.employedFrom, employedUntil: r.employedUntil }));
}

export async function replaceWorkers(
  tx: Executor,
  tenantId: string,
  lcaId: string,
  list: readonly { beneficiaryId: string; employedFrom: string | null; employedUntil: string | null }[],
): Promise<void> {
  await tx.delete(lcaWorkers).where(and(eq(lcaWorkers.tenantId, tenantId), eq(lcaWorkers.lcaId, lcaId)));
  if (list.length) await tx.insert(lcaWorkers).values(list.map((w) => ({ tenantId, lcaId, ...w })));
}

export async function autoPurgeOn(db: Executor, tenantId: string): Promise<boolean> {
  const [row] = await db.select({ on: lcaSettings.autoPurgePaf }).from(lcaSettings).where(eq(lcaSettings.tenantId, tenantId)).limit(1);
  return row?.on ?? false;
}

export async function saveAutoPurge(tx: Executor, tenantId: string, on: boolean): Promise<void> {
  await tx
    .insert(lcaSettings)
    .values({ tenantId, autoPurgePaf: on })
    .onConflictDoUpdate({ target: lcaSettings.tenantId, set: { autoPurgePaf: on, updatedAt: new Date() } });
}

export async function insertPurge(tx: Executor, values: typeof pafPurges.$inferInsert): Promise<void> {
  await tx.insert(pafPurges).values(values);
}

const toPurgeDto = (p: typeof pafPurges.$inferSelect): PafPurgeDto => ({ ...p, purgedAt: p.purgedAt.toISOString() });

export async function purgeOf(db: Executor, tenantId: string, lcaId: string): Promise<PafPurgeDto | null> {
  const [row] = await db
    .select()
    .from(pafPurges)
    .where(and(eq(pafPurges.tenantId, tenantId), eq(pafPurges.lcaId, lcaId)))
    .limit(1);
  return row ? toPurgeDto(row) : null;
}

/** Purge certificates of the firm (within the caller's reach: `lcaCond` on the LCA). */
export async function purgedList(db: Executor, tenantId: string, lcaCond: SQL | undefined, body: PafPurgedListBody): Promise<{ rows: PafPurgeDto[]; total: number }> {
  const m = body.filter.matcher;
  const where = and(eq(pafPurges.tenantId, tenantId), lcaCond, m.petitionerIds?.length ? inArray(lcas.petitionerId, m.petitionerIds) : undefined);
  const sorts = { purgedAt: pafPurges.purgedAt, lcaNumber: pafPurges.lcaNumber, retainUntil: pafPurges.retainUntil } as const;
  const dir = body.sortOrder === "asc" ? asc : desc;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ p: pafPurges })
      .from(pafPurges)
      .innerJoin(lcas, eq(lcas.id, pafPurges.lcaId))
      .where(where)
      .orderBy(dir(sorts[body.sortBy]), dir(pafPurges.id))
      .limit(body.perpage)
      .offset(offsetOf(body.page, body.perpage)),
    db.select({ n: count() }).from(pafPurges).innerJoin(lcas, eq(lcas.id, pafPurges.lcaId)).where(where),
  ]);
  return { rows: rows.map((r) => toPurgeDto(r.p)), total: Number(n) };
}

/** Filed, certified, withdrawn or expired LCAs of every firm whose PAF is not purged yet (the daily retention review). */
export async function pafsToReview(db: Executor): Promise<(typeof lcas.$inferSelect)[]> {
  return db
    .select()
    .from(lcas)
    .where(and(isNull(lcas.deletedAt), isNull(lcas.pafPurgedAt), sql`${lcas.filedDate} is not null`, inArray(lcas.statusId, [4, 5, 6, 7, 8])));
}

export async function markDueForPurge(tx: Executor, tenantId: string, lcaId: string): Promise<boolean> {
  const rows = await tx
    .update(lcas)
    .set({ pafDueForPurgeAt: new Date() })
    .where(and(eq(lcas.tenantId, tenantId), eq(lcas.id, lcaId), isNull(lcas.pafDueForPurgeAt)))
    .returning({ id: lcas.id });
  return rows.length > 0;
}

/** Every worker of these LCAs (for the retention review). */
export async function workerDatesOf(db: Executor, lcaIds: readonly string[]): Promise<Map<string, { employedUntil: string | null }[]>> {
  const out = new Map<string, { employedUntil: string | null }[]>();
  if (lcaIds.length === 0) return out;
  const rows = await db.select({ lcaId: lcaWorkers.lcaId, employedUntil: lcaWorkers.employedUntil }).from(lcaWorkers).where(inArray(lcaWorkers.lcaId, [...lcaIds]));
  for (const r of rows) out.set(r.lcaId, [...(out.get(r.lcaId) ?? []), { employedUntil: r.employedUntil }]);
  return out;
}

/** The active members of the firm in `roleIds` (who hear that a PAF is due for purge). */
export async function activeMemberIdsInRoles(db: Executor, tenantId: string, roleIds: readonly number[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.statusId, 1), inArray(memberships.roleId, [...roleIds])));
  return rows.map((r) => r.userId);
}

/** The filed (and later) LCAs of the PAF report, with their employer's name; `limit` null: all of them. */
export async function pafReportLcas(
  db: Executor,
  tenantId: string,
  lcaCond: SQL | undefined,
  body: PafReportBody,
  limit: number,
  offset: number,
): Promise<{ rows: { l: typeof lcas.$inferSelect; employerName: string | null }[]; total: number }> {
  const m = body.filter.matcher;
  const state = {
    kept: isNull(lcas.pafPurgedAt),
    due: and(isNotNull(lcas.pafDueForPurgeAt), isNull(lcas.pafPurgedAt)),
    hold: eq(lcas.legalHold, true),
    purged: isNotNull(lcas.pafPurgedAt),
  } as const;
  const where = and(
    eq(lcas.tenantId, tenantId),
    isNull(lcas.deletedAt),
    // Filed and after (an imported LCA may lack its filing date).
    gte(lcas.statusId, 4),
    lcaCond,
    m.petitionerIds?.length ? inArray(lcas.petitionerId, m.petitionerIds) : undefined,
    m.state ? state[m.state] : undefined,
    m.build ? and(isNull(lcas.pafPurgedAt), buildCond[m.build]) : undefined,
  );
  const sorts = { lcaNumber: lcas.lcaNumber, filedDate: lcas.filedDate, endDate: lcas.endDate } as const;
  const dir = body.sortOrder === "asc" ? asc : desc;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ l: lcas, employerName: companies.name })
      .from(lcas)
      .leftJoin(companies, and(eq(companies.id, lcas.petitionerId), eq(companies.tenantId, lcas.tenantId)))
      .where(where)
      .orderBy(dir(sorts[body.sortBy]), dir(lcas.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(lcas).where(where),
  ]);
  return { rows, total: Number(n) };
}

/** History lines that do not change what the PAF holds (building it, the hold, sending the fill link, case links). */
const NOT_PAF_CHANGES = ["paf.built", "paf.hold", "paf.released", "fill.sent", "case.linked", "case.unlinked"];

/** The LCA changed after its PAF was built: a history line of another kind since. */
const changedSinceBuilt = sql`exists (select 1 from ${lcaHistory} h where h.tenant_id = ${lcas.tenantId} and h.lca_id = ${lcas.id} and h.created_at > ${lcas.pafBuiltAt} and h.code not in (${sql.join(
  NOT_PAF_CHANGES.map((c) => sql`${c}`),
  sql`, `,
)}))`;
const buildCond = {
  never: isNull(lcas.pafBuiltAt),
  stale: and(isNotNull(lcas.pafBuiltAt), changedSinceBuilt),
  current: and(isNotNull(lcas.pafBuiltAt), sql`not ${changedSinceBuilt}`),
} as const;

/** When each of these LCAs last changed in a way its PAF shows (the newest such history line). */
export async function pafChangedAt(db: Executor, tenantId: string, lcaIds: readonly string[]): Promise<Map<string, Date>> {
  if (!lcaIds.length) return new Map();
  const rows = await db
    .select({ lcaId: lcaHistory.lcaId, at: sql<Date | string>`max(${lcaHistory.createdAt})` })
    .from(lcaHistory)
    .where(and(eq(lcaHistory.tenantId, tenantId), inArray(lcaHistory.lcaId, [...lcaIds]), notInArray(lcaHistory.code, NOT_PAF_CHANGES)))
    .groupBy(lcaHistory.lcaId);
  return new Map(rows.map((r) => [r.lcaId, new Date(r.at)]));
}

/** What the PAF report needs of these LCAs in three queries: the kinds uploaded, the workers' dates, which have a notice. */
export async function pafReportFacts(db: Executor, tenantId: string, lcaIds: readonly string[]) {
  const kinds = new Map<string, Set<string>>();
  const notices = new Set<string>();
  if (lcaIds.length === 0) return { kinds, workers: new Map<string, { employedUntil: string | null }[]>(), notices };
  const ids = [...lcaIds];
  const [items, workers, noticeRows] = await Promise.all([
    db.selectDistinct({ lcaId: pafItems.lcaId, kind: pafItems.kind }).from(pafItems).where(and(eq(pafItems.tenantId, tenantId), inArray(pafItems.lcaId, ids))),
    workerDatesOf(db, ids),
    db.selectDistinct({ lcaId: lcaNotices.lcaId }).from(lcaNotices).where(and(eq(lcaNotices.tenantId, tenantId), inArray(lcaNotices.lcaId, ids))),
  ]);
  for (const i of items) kinds.set(i.lcaId, (kinds.get(i.lcaId) ?? new Set()).add(i.kind));
  for (const n of noticeRows) notices.add(n.lcaId);
  return { kinds, workers, notices };
}
