// Drizzle queries of Supplement B entries (i9_supplements): appended, never changed; listed oldest first.
import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { i9Supplements } from "@/db/schema/i9";
import type { Executor } from "@/lib/server/db/client";

export type SupplementRow = typeof i9Supplements.$inferSelect;

export async function insertSupplement(tx: Executor, values: typeof i9Supplements.$inferInsert): Promise<SupplementRow> {
  const [row] = await tx.insert(i9Supplements).values(values).returning();
  return row;
}

export async function supplementsOf(db: Executor, tenantId: string, recordId: string): Promise<SupplementRow[]> {
  return db
    .select()
    .from(i9Supplements)
    .where(and(eq(i9Supplements.tenantId, tenantId), eq(i9Supplements.recordId, recordId)))
    .orderBy(asc(i9Supplements.createdAt), asc(i9Supplements.id));
}
