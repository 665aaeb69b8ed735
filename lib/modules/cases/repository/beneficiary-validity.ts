// The stay USCIS granted each person: the latest approved validity end among the live cases naming them (the
// expiry radar's "approved validity", lib/modules/expiry-radar). Scoped by tenantId.
import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { petitionBeneficiaries, petitions } from "@/db/schema/cases";
import type { Executor } from "@/lib/server/db/client";

/** Beneficiary id → the latest validity end of an approved live case naming them (absent: none). */
export async function approvedValidityEnds(db: Executor, tenantId: string, beneficiaryIds: readonly string[]): Promise<Map<string, string | null>> {
  if (beneficiaryIds.length === 0) return new Map();
  const rows = await db
    .select({ beneficiaryId: petitionBeneficiaries.beneficiaryId, end: sql<string | null>`max(${petitions.validityEnd})` })
    .from(petitionBeneficiaries)
    .innerJoin(petitions, eq(petitions.id, petitionBeneficiaries.petitionId))
    .where(and(eq(petitionBeneficiaries.tenantId, tenantId), inArray(petitionBeneficiaries.beneficiaryId, [...beneficiaryIds]), isNull(petitions.deletedAt), sql`lower(${petitions.uscisResponse}) = 'approved'`))
    .groupBy(petitionBeneficiaries.beneficiaryId);
  return new Map(rows.map((r) => [r.beneficiaryId, r.end]));
}
