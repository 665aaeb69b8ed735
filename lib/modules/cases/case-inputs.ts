// Checks shared by create and update: the case type and sub type (master data), the petitioner, the
// beneficiaries and the branch a caller may name. Failures are 422 with the field's message.
import "server-only";
import { canChangeBranch, canSeeClient, branchForNewRecord } from "@/lib/modules/companies/policy";
import { COMPANY_STATUS } from "@/lib/modules/companies/contract";
import { getCachedMasterRows, getMasterRow } from "@/lib/modules/masterdata/service";
import type { FormatLocale } from "@/lib/shared/format/locale";
import type { Actor } from "@/lib/server/auth/session";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { ROLE } from "@/lib/shared/constants/roles";
import { MSG } from "@/lib/shared/validation/messages";
import { findLiveBeneficiaries, findLiveBranch, findLiveCompany, type CaseBeneficiaryRecord, type CaseCompany } from "./repository/writes";

/** The type must be an active petition_types row the firm sees; the sub type an active child of it. */
export async function checkCaseType(db: Executor, tenantId: string, typeId: number, subTypeId: number | null | undefined): Promise<void> {
  const type = await getMasterRow(db, tenantId, "petition_types", typeId);
  if (!type || !type.active) throw fail.validation({ typeId: MSG.invalid("Case Type") });
  if (subTypeId == null) return;
  const sub = await getMasterRow(db, tenantId, "petition_sub_types", subTypeId);
  if (!sub || !sub.active || sub.parentId !== typeId) throw fail.validation({ subTypeId: MSG.invalid("Sub Type") });
}

/**
 * The petitioner of a new case: a live, not inactive or rejected client of the firm within the
 * caller's reach. A petitioner (role 50) always files for their own company.
 */
export async function resolvePetitioner(db: Executor, actor: Actor, requested: string): Promise<CaseCompany> {
  const id = actor.roleId === ROLE.PETITIONER ? actor.companyId : requested;
  const company = id ? await findLiveCompany(db, actor.tenantId, id) : null;
  const usable =
    company &&
    company.statusId !== COMPANY_STATUS.INACTIVE &&
    company.statusId !== COMPANY_STATUS.REJECTED &&
    canSeeClient(actor, { id: company.id, branchId: company.branchId });
  if (!usable) throw fail.validation({ petitionerId: MSG.invalid("Petitioner") });
  return company;
}

/**
 * Live beneficiaries of the firm, in the order given. A petitioner may name only their company's
 * beneficiaries; a branch manager only those of their branch or without a branch.
 */
export async function resolveBeneficiaries(db: Executor, actor: Actor, ids: readonly string[]): Promise<CaseBeneficiaryRecord[]> {
  const found = await findLiveBeneficiaries(db, actor.tenantId, ids);
  const byId = new Map(found.map((b) => [b.id, b]));
  const list = ids.map((id) => byId.get(id));
  const ok = list.every((b) => {
    if (!b) return false;
    if (actor.roleId === ROLE.PETITIONER) return actor.companyId !== null && b.companyId === actor.companyId;
    if (actor.roleId === ROLE.BRANCH_MANAGER) return b.branchId === null || b.branchId === actor.branchId;
    return true;
  });
  if (!ok) throw fail.validation({ beneficiaryIds: MSG.invalid("Beneficiary") });
  return list as CaseBeneficiaryRecord[];
}

/** The branch of a new case: a branch manager's own; else the one named, or the petitioner's. */
export async function branchForNewCase(db: Executor, actor: Actor, requested: string | undefined, petitioner: CaseCompany): Promise<string | null> {
  const branchId = branchForNewRecord(actor, requested);
  if (branchId === "forbidden") throw fail.forbidden("Branch managers create cases in their own branch only");
  const chosen = branchId ?? petitioner.branchId;
  if (!chosen) return null;
  if (!(await findLiveBranch(db, actor.tenantId, chosen))) throw fail.validation({ branchId: MSG.invalid("Branch") });
  return chosen;
}

/** Moving a case to another branch: staff outside a branch only; the branch must be live. */
export async function checkBranchChange(db: Executor, actor: Actor, current: string | null, requested: string | null): Promise<void> {
  if (!canChangeBranch(actor, current, requested)) throw fail.forbidden("Your role cannot move a case to another branch");
  if (requested && requested !== current && !(await findLiveBranch(db, actor.tenantId, requested))) {
    throw fail.validation({ branchId: MSG.invalid("Branch") });
  }
}

/**
 * Master-data names of case types, sub types and statuses, from the in-process master-data cache
 * (getCachedMasterRows: at most a minute old, dropped at once by a master-data write here). Names are
 * display only, in the reader's language; the checks of create and update (checkCaseType) read the rows fresh.
 */
export async function caseMasterNames(db: Executor, tenantId: string, locale: FormatLocale = "en") {
  const [types, subTypes, statuses] = await Promise.all([
    getCachedMasterRows(db, tenantId, "petition_types", locale),
    getCachedMasterRows(db, tenantId, "petition_sub_types", locale),
    getCachedMasterRows(db, tenantId, "petition_status", locale),
  ]);
  return {
    typeName: (id: number) => types.get(id)?.name ?? null,
    subTypeName: (id: number | null) => (id == null ? null : (subTypes.get(id)?.name ?? null)),
    statusName: (id: number) => statuses.get(id)?.name ?? null,
  };
}
