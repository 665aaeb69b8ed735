// Drizzle queries of the LCA's notices of filing (lca_notices, owned by this module). Scoped by tenantId;
// the public page finds an electronic posting by its slug within the firm of the host.
import "server-only";
import { and, asc, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { lcaHistory, lcaNotices, type LcaNoticeRow } from "@/db/schema/lca";
import type { Executor } from "@/lib/server/db/client";

export type { LcaNoticeRow };
export type LcaNoticeInsert = typeof lcaNotices.$inferInsert;

export async function noticesOf(db: Executor, tenantId: string, lcaId: string): Promise<LcaNoticeRow[]> {
  return db
    .select()
    .from(lcaNotices)
    .where(and(eq(lcaNotices.tenantId, tenantId), eq(lcaNotices.lcaId, lcaId)))
    .orderBy(asc(lcaNotices.startDate), asc(lcaNotices.createdAt));
}

export async function findNotice(db: Executor, tenantId: string, id: string): Promise<LcaNoticeRow | null> {
  const [row] = await db
    .select()
    .from(lcaNotices)
    .where(and(eq(lcaNotices.tenantId, tenantId), eq(lcaNotices.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertNotice(tx: Executor, values: LcaNoticeInsert): Promise<LcaNoticeRow> {
  const [row] = await tx.insert(lcaNotices).values(values).returning();
  return row;
}

export async function updateNoticeRow(tx: Executor, tenantId: string, id: string, patch: Partial<LcaNoticeInsert>): Promise<LcaNoticeRow> {
  const [row] = await tx
    .update(lcaNotices)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(lcaNotices.tenantId, tenantId), eq(lcaNotices.id, id)))
    .returning();
  return row;
}

export async function deleteNotice(tx: Executor, tenantId: string, id: string): Promise<void> {
  await tx.delete(lcaNotices).where(and(eq(lcaNotices.tenantId, tenantId), eq(lcaNotices.id, id)));
}

/** The electronic posting of the firm with this slug, whatever its dates. */
export async function findPostingBySlug(db: Executor, tenantId: string, slug: string): Promise<LcaNoticeRow | null> {
  const [row] = await db
    .select()
    .from(lcaNotices)
    .where(and(eq(lcaNotices.tenantId, tenantId), eq(lcaNotices.publicSlug, slug)))
    .limit(1);
  return row ?? null;
}

/** One more view of a live posting. */
export async function countView(db: Executor, id: string): Promise<void> {
  await db
    .update(lcaNotices)
    .set({ views: sql`${lcaNotices.views} + 1`, lastViewedAt: new Date() })
    .where(eq(lcaNotices.id, id));
}

/** Electronic postings whose last day is before `today` are taken down, each with a history line. */
export async function takeDownEndedPostings(tx: Executor, today: string): Promise<number> {
  const rows = await tx
    .update(lcaNotices)
    .set({ takenDownAt: new Date(), updatedAt: new Date() })
    .where(and(isNotNull(lcaNotices.publicSlug), isNull(lcaNotices.takenDownAt), lt(lcaNotices.endDate, today)))
    .returning({ id: lcaNotices.id, tenantId: lcaNotices.tenantId, lcaId: lcaNotices.lcaId, startDate: lcaNotices.startDate, endDate: lcaNotices.endDate, views: lcaNotices.views });
  if (rows.length) {
    await tx.insert(lcaHistory).values(
      rows.map((r) => ({ tenantId: r.tenantId, lcaId: r.lcaId, code: "notice.taken-down", params: { noticeId: r.id, startDate: r.startDate, endDate: r.endDate, views: r.views }, userId: null })),
    );
  }
  return rows.length;
}
