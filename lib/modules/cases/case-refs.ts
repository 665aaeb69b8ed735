// Cases as a case variant's module reads them (the green-card list and details): the live cases of a
// sub type within the actor's reach, with the number shown, the client, the primary beneficiary and
// the beneficiary's country of birth, and the screen that opens each.
import "server-only";
import type { Actor } from "@/lib/server/auth/session";
import type { Executor } from "@/lib/server/db/client";
import { caseDetailsPath } from "./contract";
import { caseVisibility } from "./policy";
import { findSubTypeCases, findTenantsWithSubType, type SubTypeCaseRecord } from "./repository/sub-type-cases";
import { findVisibleCasesByIds } from "./repository/visibility";

export type CaseRef = {
  id: string;
  tenantId: string;
  caseNumber: string;
  /** For notifyCase: the stored numbers and sub type. */
  ref: { id: string; tenantId: string; caseNumber: string; customCaseNumber: string | null; subTypeId: number | null };
  branchId: string | null;
  /** The firm opened editing to the client again after submission. */
  editUnlocked: boolean;
  /** The case's own USCIS receipt number. */
  receiptNumber: string | null;
  petitionerName: string | null;
  beneficiaryName: string | null;
  beneficiaryCountryOfBirthId: number | null;
  detailsPath: string;
};

export async function visibleCasesOfSubType(db: Executor, actor: Actor, subTypeId: number, petitionId?: string): Promise<CaseRef[]> {
  return (await findSubTypeCases(db, actor.tenantId, caseVisibility(actor), { subTypeId, petitionId })).map(toRef);
}

/** Every live case of the sub type in the firm (system jobs: no actor's reach). */
export async function firmCasesOfSubType(db: Executor, tenantId: string, subTypeId: number): Promise<CaseRef[]> {
  return (await findSubTypeCases(db, tenantId, { kind: "tenant" }, { subTypeId })).map(toRef);
}

function toRef(r: SubTypeCaseRecord): CaseRef {
  return {
    id: r.id,
    tenantId: r.tenantId,
    caseNumber: r.customCaseNumber || r.caseNumber,
    ref: { id: r.id, tenantId: r.tenantId, caseNumber: r.caseNumber, customCaseNumber: r.customCaseNumber, subTypeId: r.subTypeId },
    branchId: r.branchId,
    editUnlocked: r.editUnlocked,
    receiptNumber: r.receiptNumber,
    petitionerName: r.petitionerName,
    beneficiaryName: r.beneficiaryName,
    beneficiaryCountryOfBirthId: r.beneficiaryCountryOfBirthId,
    detailsPath: caseDetailsPath(r.id, r.subTypeId),
  };
}

export const tenantsWithSubType = (db: Executor, subTypeId: number): Promise<string[]> => findTenantsWithSubType(db, subTypeId);

/** Open cases with a receipt number, of one firm or every firm (the USCIS status check). */
export { findOpenCaseRecords as openCaseRecords, findOpenCasesWithReceipt as openCasesWithReceipt, type ReceiptCaseRecord } from "./repository/sub-type-cases";

export type VisibleCaseLabel = { id: string; caseNumber: string; title: string | null; detailsPath: string };

/** Of `ids`, the cases the actor sees (the one visibility rule), with the number shown and the screen that opens each. */
export async function visibleCaseLabels(db: Executor, actor: Actor, ids: readonly string[]): Promise<Map<string, VisibleCaseLabel>> {
  const rows = await findVisibleCasesByIds(db, actor.tenantId, [...new Set(ids)], caseVisibility(actor));
  return new Map(rows.map((r) => [r.id, { id: r.id, caseNumber: r.customCaseNumber || r.caseNumber, title: r.title, detailsPath: caseDetailsPath(r.id, r.subTypeId) }]));
}
