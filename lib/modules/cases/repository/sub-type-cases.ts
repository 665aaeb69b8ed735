// The live cases of one sub type within an actor's reach, with their client, primary beneficiary and
// the beneficiary's country of birth — what a case variant's own list builds on (green-card cases).
import "server-only";
import { and, asc, eq, inArray, isNotNull, isNull, not } from "drizzle-orm";
import { beneficiaries, companies } from "@/db/schema/clients";
import { petitionBeneficiaries, petitions } from "@/db/schema/cases";
import type { Executor } from "@/lib/server/db/client";
import type { CaseVisibility } from "../policy";
import { caseVisibilityCond, closedCond, live } from "./visibility";

export type SubTypeCaseRecord = {
  id: string;
  tenantId: string;
  caseNumber: string;
  customCaseNumber: string | null;
  subTypeId: number | null;
  branchId: string | null;
  editUnlocked: boolean;
  receiptNumber: string | null;
  petitionerName: string | null;
  beneficiaryName: string | null;
  beneficiaryCountryOfBirthId: number | null;
};

export async function findSubTypeCases(db: Executor, tenantId: string, vis: CaseVisibility, q: { subTypeId: number; petitionId?: string }): Promise<SubTypeCaseRecord[]> {
  return db
    .select({
      id: petitions.id,
      tenantId: petitions.tenantId,
      caseNumber: petitions.caseNumber,
      customCaseNumber: petitions.customCaseNumber,
      subTypeId: petitions.subTypeId,
      branchId: petitions.branchId,
      editUnlocked: petitions.editUnlocked,
      receiptNumber: petitions.receiptNumber,
      petitionerName: companies.name,
      beneficiaryName: petitions.beneficiaryName,
      beneficiaryCountryOfBirthId: beneficiaries.countryOfBirthId,
    })
    .from(petitions)
    .leftJoin(companies, eq(companies.id, petitions.petitionerId))
    .leftJoin(petitionBeneficiaries, and(eq(petitionBeneficiaries.petitionId, petitions.id), eq(petitionBeneficiaries.isPrimary, true)))
    .leftJoin(beneficiaries, eq(beneficiaries.id, petitionBeneficiaries.beneficiaryId))
    .where(and(live(tenantId), eq(petitions.subTypeId, q.subTypeId), q.petitionId ? eq(petitions.id, q.petitionId) : undefined, caseVisibilityCond(tenantId, vis)))
    .orderBy(asc(petitions.caseNumber));
}

/** The firms with a live case of the sub type (the system jobs of a case variant go through them). */
export async function findTenantsWithSubType(db: Executor, subTypeId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tenantId: petitions.tenantId })
    .from(petitions)
    .where(and(eq(petitions.subTypeId, subTypeId), isNull(petitions.deletedAt)));
  return rows.map((r) => r.tenantId);
}

export type ReceiptCaseRecord = { id: string; tenantId: string; caseNumber: string; customCaseNumber: string | null; subTypeId: number | null; receiptNumber: string };

/** Open (not closed, not deleted) cases with a receipt number, of one firm or of every firm. */
export async function findOpenCasesWithReceipt(db: Executor, tenantId?: string): Promise<ReceiptCaseRecord[]> {
  const rows = await db
    .select({ id: petitions.id, tenantId: petitions.tenantId, caseNumber: petitions.caseNumber, customCaseNumber: petitions.customCaseNumber, subTypeId: petitions.subTypeId, receiptNumber: petitions.receiptNumber })
    .from(petitions)
    .where(and(isNull(petitions.deletedAt), not(closedCond()), isNotNull(petitions.receiptNumber), tenantId ? eq(petitions.tenantId, tenantId) : undefined))
    .orderBy(asc(petitions.tenantId), asc(petitions.caseNumber));
  return rows.map((r) => ({ ...r, receiptNumber: r.receiptNumber! }));
}

/** The open (not closed, not deleted) cases among `ids`, as the USCIS checks name them (receipt number may be empty). */
export async function findOpenCaseRecords(db: Executor, ids: readonly string[]): Promise<(Omit<ReceiptCaseRecord, "receiptNumber"> & { receiptNumber: string | null })[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: petitions.id, tenantId: petitions.tenantId, caseNumber: petitions.caseNumber, customCaseNumber: petitions.customCaseNumber, subTypeId: petitions.subTypeId, receiptNumber: petitions.receiptNumber })
    .from(petitions)
    .where(and(isNull(petitions.deletedAt), not(closedCond()), inArray(petitions.id, [...ids])));
}

