// Drizzle queries of the LCA fill links (lca_fill_links, owned by this module). Scoped by tenantId; a
// token is found by its hash within the firm of the host.
import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { lcaFillLinks, type LcaFillLinkRow } from "@/db/schema/lca";
import type { Executor } from "@/lib/server/db/client";

export type { LcaFillLinkRow };

export async function insertFillLink(tx: Executor, values: typeof lcaFillLinks.$inferInsert): Promise<LcaFillLinkRow> {
  const [row] = await tx.insert(lcaFillLinks).values(values).returning();
  return row;
}

/** Ends the open links of an LCA (a new link replaces them); the number ended. */
export async function expireOpenFillLinks(tx: Executor, tenantId: string, lcaId: string, now: Date): Promise<number> {
  const rows = await tx
    .update(lcaFillLinks)
    .set({ expiresAt: now })
    .where(and(eq(lcaFillLinks.tenantId, tenantId), eq(lcaFillLinks.lcaId, lcaId), isNull(lcaFillLinks.submittedAt), gt(lcaFillLinks.expiresAt, now)))
    .returning({ id: lcaFillLinks.id });
  return rows.length;
}

export async function findFillLinkByHash(db: Executor, tenantId: string, tokenHash: string, opts: { forUpdate?: boolean } = {}): Promise<LcaFillLinkRow | null> {
  const q = db
    .select()
    .from(lcaFillLinks)
    .where(and(eq(lcaFillLinks.tenantId, tenantId), eq(lcaFillLinks.tokenHash, tokenHash)))
    .limit(1);
  const rows = opts.forUpdate ? await q.for("update") : await q;
  return rows[0] ?? null;
}

export async function markFillLinkSubmitted(tx: Executor, id: string, at: Date): Promise<void> {
  await tx.update(lcaFillLinks).set({ submittedAt: at }).where(eq(lcaFillLinks.id, id));
}
