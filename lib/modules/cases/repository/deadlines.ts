// The deadline fields of live cases with their attorney/paralegal assignments, for the reminders made
// from deadlines (lib/modules/reminders, through ../deadline-inputs.ts), and the case numbers of a set
// of cases (labels of reminder rows).
import "server-only";
import { and, eq, gt, inArray, isNull, ne, not, notExists, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { petitionAssignments, petitionBeneficiaries, petitions } from "@/db/schema/cases";
import type { Executor } from "@/lib/server/db/client";
import { closedCond } from "./visibility";

export type CaseDeadlineRecord = {
  tenantId: string;
  id: string;
  caseNumber: string;
  customCaseNumber: string | null;
  /** The case's branch (its branch manager is one of the firm's managers who get an unassigned case's reminders). */
  branchId: string | null;
  deadlineDate: string | null;
  premiumProcessing: boolean;
  premiumForm: string | null;
  receiptDate: string | null;
  rfeNoticeDate: string | null;
  rfeServedByMail: boolean;
  uscisResponse: string | null;
  rfeResponseReceivedDate: string | null;
  closedAt: Date | null;
};

/** Open (not closed, not deleted) cases, of one tenant and/or one case (or among some cases) when given. */
export async function findCaseDeadlineRecords(db: Executor, q: { tenantId?: string; petitionId?: string; petitionIds?: readonly string[] }): Promise<CaseDeadlineRecord[]> {
  const conds: (SQL | undefined)[] = [isNull(petitions.deletedAt)];
  if (q.tenantId) conds.push(eq(petitions.tenantId, q.tenantId));
  if (q.petitionId) conds.push(eq(petitions.id, q.petitionId));
  if (q.petitionIds) conds.push(q.petitionIds.length ? inArray(petitions.id, [...q.petitionIds]) : sql`false`);
  conds.push(not(closedCond()));
  const rows = await db
    .select({
      tenantId: petitions.tenantId,
      id: petitions.id,
      caseNumber: petitions.caseNumber,
      customCaseNumber: petitions.customCaseNumber,
      branchId: petitions.branchId,
      deadlineDate: petitions.deadlineDate,
      premiumProcessing: petitions.premiumProcessing,
      premiumForm: petitions.premiumForm,
      receiptDate: petitions.receiptDate,
      rfeNoticeDate: petitions.rfeNoticeDate,
      rfeServedByMail: petitions.rfeServedByMail,
      uscisResponse: petitions.uscisResponse,
      rfeResponseReceivedDate: petitions.rfeResponseReceivedDate,
      closedAt: petitions.closedAt,
    })
    .from(petitions)
    .where(and(...conds));
  return rows;
}

/** The users assigned to the cases in the given roles, by case id. */
export async function caseAssigneesByRole(db: Executor, tenantId: string | undefined, petitionIds: readonly string[], roleIds: readonly number[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (petitionIds.length === 0) return out;
  // In chunks: a whole-platform scan names thousands of cases.
  for (let i = 0; i < petitionIds.length; i += 1000) {
    const chunk = petitionIds.slice(i, i + 1000);
    const conds: (SQL | undefined)[] = [inArray(petitionAssignments.petitionId, chunk), inArray(petitionAssignments.roleId, [...roleIds])];
    if (tenantId) conds.push(eq(petitionAssignments.tenantId, tenantId));
    const rows = await db
      .select({ petitionId: petitionAssignments.petitionId, userId: petitionAssignments.userId })
      .from(petitionAssignments)
      .where(and(...conds))
      .orderBy(petitionAssignments.roleId);
    for (const r of rows) out.set(r.petitionId, [...(out.get(r.petitionId) ?? []), r.userId]);
  }
  return out;
}

/** Case number (the custom one when assigned) and sub type of each case of the tenant among `ids`. */
export async function caseNumbersByIds(db: Executor, tenantId: string, ids: readonly string[]): Promise<Map<string, { caseNumber: string; subTypeId: number | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: petitions.id, caseNumber: petitions.caseNumber, customCaseNumber: petitions.customCaseNumber, subTypeId: petitions.subTypeId })
    .from(petitions)
    .where(and(eq(petitions.tenantId, tenantId), inArray(petitions.id, [...ids])));
  return new Map(rows.map((r) => [r.id, { caseNumber: r.customCaseNumber || r.caseNumber, subTypeId: r.subTypeId }]));
}

export type CaseValidityRecord = { tenantId: string; id: string; caseNumber: string; customCaseNumber: string | null; branchId: string | null; validityEnd: string };

// The beneficiary links of the case itself and of the other case, and the other case (correlated on the outer petitions row).
const ownLink = alias(petitionBeneficiaries, "own_link");
const otherLink = alias(petitionBeneficiaries, "other_link");
const otherCase = alias(petitions, "other_case");

/**
 * No other live case of the same firm that names one of the case's beneficiaries has an approved validity ending
 * later (else the stay was extended, and the case's own extension is no longer to prepare). An anti-join (NOT
 * EXISTS), the tenant on every table.
 */
function notExtendedByLaterCase(db: Executor): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(ownLink)
      .innerJoin(otherLink, and(eq(otherLink.tenantId, ownLink.tenantId), eq(otherLink.beneficiaryId, ownLink.beneficiaryId), ne(otherLink.petitionId, ownLink.petitionId)))
      .innerJoin(otherCase, and(eq(otherCase.tenantId, otherLink.tenantId), eq(otherCase.id, otherLink.petitionId)))
      .where(and(eq(ownLink.tenantId, petitions.tenantId), eq(ownLink.petitionId, petitions.id), isNull(otherCase.deletedAt), gt(otherCase.validityEnd, petitions.validityEnd))),
  );
}

/**
 * Live cases (open or closed: an approved case is closed) whose approved validity ends on or after `today`, of one
 * tenant and/or one case when given: the stays whose extension a firm prepares. A case is left out once another
 * live case of the firm sharing a beneficiary with it has a validity ending later (the stay was extended).
 */
export async function findCaseValidityRecords(db: Executor, q: { today: string; tenantId?: string; petitionId?: string }): Promise<CaseValidityRecord[]> {
  const conds: (SQL | undefined)[] = [isNull(petitions.deletedAt), sql`${petitions.validityEnd} >= ${q.today}`, notExtendedByLaterCase(db)];
  if (q.tenantId) conds.push(eq(petitions.tenantId, q.tenantId));
  if (q.petitionId) conds.push(eq(petitions.id, q.petitionId));
  const rows = await db
    .select({ tenantId: petitions.tenantId, id: petitions.id, caseNumber: petitions.caseNumber, customCaseNumber: petitions.customCaseNumber, branchId: petitions.branchId, validityEnd: petitions.validityEnd })
    .from(petitions)
    .where(and(...conds));
  return rows.flatMap((r) => (r.validityEnd ? [{ ...r, validityEnd: r.validityEnd }] : []));
}

/** The other live cases of the tenant that name one of the beneficiaries of `petitionId` (ids, in id order). */
export async function findCasesSharingBeneficiaries(db: Executor, tenantId: string, petitionId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: otherCase.id })
    .from(ownLink)
    .innerJoin(otherLink, and(eq(otherLink.tenantId, ownLink.tenantId), eq(otherLink.beneficiaryId, ownLink.beneficiaryId), ne(otherLink.petitionId, ownLink.petitionId)))
    .innerJoin(otherCase, and(eq(otherCase.tenantId, otherLink.tenantId), eq(otherCase.id, otherLink.petitionId)))
    .where(and(eq(ownLink.tenantId, tenantId), eq(ownLink.petitionId, petitionId), isNull(otherCase.deletedAt)))
    .orderBy(otherCase.id);
  return rows.map((r) => r.id);
}
