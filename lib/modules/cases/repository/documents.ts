// The rows of a case's documents (petition_documents, owner cases): the documents module runs the uploads, files
// and flows (lib/modules/documents) and writes the rows through these, so the case's own reads of them (the
// scanned-copy count on the details, the gates on completing a step) read its own table. Scoped by tenantId.
import "server-only";
import { and, eq } from "drizzle-orm";
import { petitionDocuments } from "@/db/schema/cases";
import type { Executor } from "@/lib/server/db/client";

export type CaseDocumentRow = typeof petitionDocuments.$inferSelect;
export type CaseDocumentInsert = typeof petitionDocuments.$inferInsert;

export async function insertDocuments(tx: Executor, values: readonly CaseDocumentInsert[]): Promise<CaseDocumentRow[]> {
  if (values.length === 0) return [];
  return tx.insert(petitionDocuments).values([...values]).returning();
}

export async function updateDocument(tx: Executor, tenantId: string, id: string, patch: Partial<CaseDocumentInsert>): Promise<CaseDocumentRow> {
  const [row] = await tx
    .update(petitionDocuments)
    .set(patch)
    .where(and(eq(petitionDocuments.tenantId, tenantId), eq(petitionDocuments.id, id)))
    .returning();
  return row;
}
