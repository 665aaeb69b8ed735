// The cases a new PERM or green-card list re-reads (their stage inputs are on their own rows: stage_perm, stage_uscis,
// written by the PERM and green-card modules with each change). Every query is scoped by tenantId.
import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { petitions } from "@/db/schema/cases";
import type { Executor } from "@/lib/server/db/client";

/** The firm's live cases of the sub types whose progress is their records (a new PERM or green-card list applies to them). */
export async function stageCaseIds(db: Executor, tenantId: string, subTypeIds: readonly number[]): Promise<string[]> {
  const rows = await db
    .select({ id: petitions.id })
    .from(petitions)
    .where(and(eq(petitions.tenantId, tenantId), inArray(petitions.subTypeId, [...subTypeIds]), isNull(petitions.deletedAt)));
  return rows.map((r) => r.id);
}
