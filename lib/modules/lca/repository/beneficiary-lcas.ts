// The certified LCAs behind each person's cases, for the expiry radar (lib/modules/expiry-radar). Scoped by tenantId.
import "server-only";
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { petitionBeneficiaries } from "@/db/schema/cases";
import { lcaCases, lcas } from "@/db/schema/lca";
import type { Executor } from "@/lib/server/db/client";
import { LCA_STATUS } from "../constants";

/** The live certified LCAs with an end date linked to a case naming each of these people. */
export async function certifiedLcasOf(db: Executor, tenantId: string, beneficiaryIds: readonly string[]): Promise<{ beneficiaryId: string; id: string; label: string; date: string }[]> {
  if (beneficiaryIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ beneficiaryId: petitionBeneficiaries.beneficiaryId, id: lcas.id, label: lcas.lcaNumber, date: lcas.endDate })
    .from(lcas)
    .innerJoin(lcaCases, and(eq(lcaCases.lcaId, lcas.id), eq(lcaCases.tenantId, lcas.tenantId)))
    .innerJoin(petitionBeneficiaries, eq(petitionBeneficiaries.petitionId, lcaCases.petitionId))
    .where(and(eq(lcas.tenantId, tenantId), isNull(lcas.deletedAt), eq(lcas.statusId, LCA_STATUS.CERTIFIED), isNotNull(lcas.endDate), inArray(petitionBeneficiaries.beneficiaryId, [...beneficiaryIds])));
  return rows.map((r) => ({ ...r, date: r.date! }));
}

/** The people of the firm named on a case an LCA is linked to (the radar watches them). */
export async function peopleWithLcas(db: Executor, tenantId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: petitionBeneficiaries.beneficiaryId })
    .from(petitionBeneficiaries)
    .innerJoin(lcaCases, eq(lcaCases.petitionId, petitionBeneficiaries.petitionId))
    .where(eq(lcaCases.tenantId, tenantId));
  return rows.map((r) => r.id);
}
