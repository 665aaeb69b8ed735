// Drizzle queries of the I-9 token links (i9_links): the employee's Section 1 link and a remote verifier's
// Section 2 link, stored as the token's sha256. Scoped by tenantId; a token is found within the host's firm.
import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { i9Links } from "@/db/schema/i9";
import type { Executor } from "@/lib/server/db/client";

export type I9LinkRow = typeof i9Links.$inferSelect;
/** section1: the employee signs Section 1; section1_correction: the employee corrects a signed Section 1; verifier: Section 2. */
export type I9LinkKind = "section1" | "section1_correction" | "verifier";

export async function insertLink(tx: Executor, values: typeof i9Links.$inferInsert): Promise<I9LinkRow> {
  const [row] = await tx.insert(i9Links).values(values).returning();
  return row;
}

/** Ends a record's open links of a kind (a new link replaces them; a completed Section ends them). */
export async function expireOpenLinks(tx: Executor, tenantId: string, recordId: string, kind: I9LinkKind, now: Date): Promise<void> {
  await tx
    .update(i9Links)
    .set({ expiresAt: now })
    .where(and(eq(i9Links.tenantId, tenantId), eq(i9Links.recordId, recordId), eq(i9Links.kind, kind), isNull(i9Links.usedAt), gt(i9Links.expiresAt, now)));
}

export async function findLinkByHash(db: Executor, tenantId: string, tokenHash: string, opts: { forUpdate?: boolean } = {}): Promise<I9LinkRow | null> {
  const q = db
    .select()
    .from(i9Links)
    .where(and(eq(i9Links.tenantId, tenantId), eq(i9Links.tokenHash, tokenHash)))
    .limit(1);
  const rows = opts.forUpdate ? await q.for("update") : await q;
  return rows[0] ?? null;
}

export async function markLinkUsed(tx: Executor, id: string, at: Date): Promise<void> {
  await tx.update(i9Links).set({ usedAt: at }).where(eq(i9Links.id, id));
}
