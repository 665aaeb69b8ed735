// The one rule of who sees which case (CaseVisibility of ../policy.ts as a SQL condition), used by
// every read and every lock of a case: the list, the details, the statistics, bulk replace and the
// workflow actions (withCase). Also the "live case" and "closed case" conditions.
import "server-only";
import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { beneficiaries } from "@/db/schema/clients";
import { petitionBeneficiaries, petitions, type PetitionRow } from "@/db/schema/cases";
import type { Executor } from "@/lib/server/db/client";
import { CLOSED_STATUS_IDS } from "../contract";
import type { CaseVisibility } from "../policy";

/** A value of a statement: the value itself, or the placeholder of a prepared query. */
type Param = string | SQLWrapper;
/** How a condition takes an actor's value: as is (default), or as a named placeholder of a prepared query. */
type Bind = (name: string, value: string) => Param;
const asIs: Bind = (_name, value) => value;

/** The case ids naming a beneficiary record linked to this login (role 51). */
function beneficiaryCaseIds(tenantId: Param, userId: Param): SQL {
  return sql`select ${petitionBeneficiaries.petitionId} from ${petitionBeneficiaries}
    join ${beneficiaries} on ${beneficiaries.id} = ${petitionBeneficiaries.beneficiaryId} and ${beneficiaries.tenantId} = ${petitionBeneficiaries.tenantId}
    where ${petitionBeneficiaries.tenantId} = ${tenantId} and ${beneficiaries.userId} = ${userId} and ${beneficiaries.deletedAt} is null`;
}

/** The SQL condition of an actor's reach (CaseVisibility), undefined for the whole tenant. */
export function caseVisibilityCond(tenantId: Param, vis: CaseVisibility, bind: Bind = asIs): SQL | undefined {
  switch (vis.kind) {
    case "tenant":
      return undefined;
    case "branch":
      return vis.branchId ? eq(petitions.branchId, bind("visBranchId", vis.branchId)) : sql`false`;
    case "company":
      return vis.companyId ? eq(petitions.petitionerId, bind("visCompanyId", vis.companyId)) : sql`false`;
    case "beneficiary":
      return sql`${petitions.id} in (${beneficiaryCaseIds(tenantId, bind("visUserId", vis.userId))})`;
    case "none":
      return sql`false`;
  }
}


export const live = (tenantId: Param) => and(eq(petitions.tenantId, tenantId), isNull(petitions.deletedAt));

/** Closed: Approved, Denied or Withdrawn, or closedAt set. */
export const closedCond = (): SQL => or(inArray(petitions.statusId, [...CLOSED_STATUS_IDS]), isNotNull(petitions.closedAt)) as SQL;

/** A live case of the tenant within the actor's reach. */
export async function findVisibleCase(db: Executor, tenantId: string, id: string, vis: CaseVisibility): Promise<PetitionRow | null> {
  const rows = await db
    .select()
    .from(petitions)
    .where(and(live(tenantId), eq(petitions.id, id), caseVisibilityCond(tenantId, vis)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The same case locked for update for the rest of the transaction (workflow actions, document and
 * questionnaire steps): null when it is not live, of another tenant or outside the actor's reach.
 */
export async function lockVisibleCase(tx: Executor, tenantId: string, id: string, vis: CaseVisibility): Promise<PetitionRow | null> {
  const rows = await tx
    .select()
    .from(petitions)
    .where(and(live(tenantId), eq(petitions.id, id), caseVisibilityCond(tenantId, vis)))
    .for("update")
    .limit(1);
  return rows[0] ?? null;
}

/** Of `ids`, the live cases of the tenant within the actor's reach, with what names them. */
export async function findVisibleCasesByIds(
  db: Executor,
  tenantId: string,
  ids: readonly string[],
  vis: CaseVisibility,
): Promise<{ id: string; caseNumber: string; customCaseNumber: string | null; title: string | null; subTypeId: number | null }[]> {
  if (!ids.length) return [];
  return db
    .select({ id: petitions.id, caseNumber: petitions.caseNumber, customCaseNumber: petitions.customCaseNumber, title: petitions.title, subTypeId: petitions.subTypeId })
    .from(petitions)
    .where(and(live(tenantId), inArray(petitions.id, [...ids]), caseVisibilityCond(tenantId, vis)));
}
