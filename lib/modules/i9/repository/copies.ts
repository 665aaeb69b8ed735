// Drizzle queries of the copies of documents examined (i9_document_copies), scoped by tenantId.
import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { i9DocumentCopies } from "@/db/schema/i9";
import type { Executor } from "@/lib/server/db/client";

export type DocumentCopyRow = typeof i9DocumentCopies.$inferSelect;

export async function insertCopies(tx: Executor, values: (typeof i9DocumentCopies.$inferInsert)[]): Promise<DocumentCopyRow[]> {
  return values.length ? tx.insert(i9DocumentCopies).values(values).returning() : [];
}

/** A record's copies, oldest first. */
export async function copiesOf(db: Executor, tenantId: string, recordId: string): Promise<DocumentCopyRow[]> {
  return db
    .select()
    .from(i9DocumentCopies)
    .where(and(eq(i9DocumentCopies.tenantId, tenantId), eq(i9DocumentCopies.recordId, recordId)))
    .orderBy(asc(i9DocumentCopies.createdAt), asc(i9DocumentCopies.id));
}

export async function findCopy(db: Executor, tenantId: string, recordId: string, id: string): Promise<DocumentCopyRow | null> {
  const [row] = await db
    .select()
    .from(i9DocumentCopies)
    .where(and(eq(i9DocumentCopies.tenantId, tenantId), eq(i9DocumentCopies.recordId, recordId), eq(i9DocumentCopies.id, id)))
    .limit(1);
  return row ?? null;
}

/** Removes a record's copies (the purge) and answers their store keys, to delete once the transaction commits. */
export async function deleteCopiesOf(tx: Executor, tenantId: string, recordId: string): Promise<string[]> {
  const rows = await tx
    .delete(i9DocumentCopies)
    .where(and(eq(i9DocumentCopies.tenantId, tenantId), eq(i9DocumentCopies.recordId, recordId)))
    .returning({ fileKey: i9DocumentCopies.fileKey });
  return rows.map((r) => r.fileKey);
}
