// Beneficiaries (foreign workers): list, details with dependants, create, update, soft delete.
// Staff reach the tenant's (a branch manager their branch's), a petitioner their company's, and a
// beneficiary only the record linked to their own login.
import type { Db, Executor } from "@/lib/server/db/client";
import type { Actor } from "@/lib/server/auth/session";
import { writeAudit } from "@/lib/server/audit/audit";
import { fail } from "@/lib/server/http/errors";
import { passportIssue } from "@/lib/shared/validation/zod";
import { canChangeBranch, isBranchManager, isPetitioner } from "@/lib/modules/companies/policy";
import { addressErrors, assertBranch, countryErrors, newRecordBranch, patchOf, throwIfErrors, visibleClient } from "@/lib/modules/companies/service";
import {
  beneficiaryStatusName,
  BENEFICIARY_STATUS,
  DOB_IN_PAST_MESSAGE,
  type BeneficiaryDetails,
  type BeneficiaryListBody,
  type BeneficiaryListRow,
  type CreateBeneficiaryBody,
  type DependantDto,
  type UpdateBeneficiaryBody,
} from "./contract";
import { beneficiaryVisibility, canChangeBeneficiaryStatus } from "./policy";
import {
  findBeneficiary,
  insertBeneficiary,
  listBeneficiaries as listRows,
  listDependants,
  searchBeneficiaryRows,
  updateBeneficiary as updateRow,
  type BeneficiaryInsert,
  type BeneficiaryWithNames,
  type DependantRow,
} from "./repository";

export type BeneficiaryCtx = { db: Db; actor: Actor; ip: string; today: string };

export const fullName = (first: string, last: string) => `${first} ${last}`.trim();

export function toListRow(r: BeneficiaryWithNames): BeneficiaryListRow {
  const b = r.beneficiary;
  return {
    id: b.id,
    name: fullName(b.firstName, b.lastName),
    firstName: b.firstName,
    middleName: b.middleName,
    lastName: b.lastName,
    email: b.email,
    phone: b.phone,
    phoneCountryCode: b.phoneCountryCode,
    passportNumber: b.passportNumber,
    passportCountryId: b.passportCountryId,
    companyId: b.companyId,
    companyName: r.companyName,
    branchId: b.branchId,
    branchName: r.branchName,
    userId: b.userId,
    statusId: b.statusId,
    statusName: beneficiaryStatusName(b.statusId),
    dependantCount: Number(r.dependantCount),
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

export function toDependantDto(d: DependantRow): DependantDto {
  return {
    id: d.id,
    beneficiaryId: d.beneficiaryId,
    relation: d.relation,
    firstName: d.firstName,
    middleName: d.middleName,
    lastName: d.lastName,
    name: fullName(d.firstName, d.lastName),
    dateOfBirth: d.dateOfBirth,
    countryOfBirthId: d.countryOfBirthId,
    email: d.email,
    passportNumber: d.passportNumber,
    createdAt: d.createdAt.toISOString(),
  };
}

/** A date of birth must lie before today (the caller's calendar day). */
export function dobErrors(dateOfBirth: string | null | undefined, today: string, key = "dateOfBirth"): Record<string, string> {
  return dateOfBirth && dateOfBirth >= today ? { [key]: DOB_IN_PAST_MESSAGE } : {};
}

export type BeneficiarySearchHit = { id: string; name: string; email: string | null; passportNumber: string | null; companyId: string | null; companyName: string | null };

/** The global search's beneficiaries: up to `limit` within the actor's reach. */
export async function searchBeneficiaries(db: Executor, actor: Actor, q: string, limit: number): Promise<BeneficiarySearchHit[]> {
  const rows = await searchBeneficiaryRows(db, actor.tenantId, beneficiaryVisibility(actor), q, limit);
  return rows.map((r) => ({
    id: r.id,
    name: fullName(r.firstName, r.lastName),
    email: r.email,
    passportNumber: r.passportNumber,
    companyId: r.companyId,
    companyName: r.companyName,
  }));
}

/** A live beneficiary within the actor's reach, or null. */
export function findVisibleBeneficiary(db: Executor, actor: Actor, id: string): Promise<BeneficiaryWithNames | null> {
  return findBeneficiary(db, actor.tenantId, id, beneficiaryVisibility(actor));
}

/** A live beneficiary within the actor's reach, or 404. */
export async function visibleBeneficiary(db: Executor, actor: Actor, id: string): Promise<BeneficiaryWithNames> {
  const row = await findVisibleBeneficiary(db, actor, id);
  if (!row) throw fail.notFound("Beneficiary");
  return row;
}

export async function listBeneficiaries({ db, actor }: BeneficiaryCtx, body: BeneficiaryListBody): Promise<{ rows: BeneficiaryListRow[]; total: number }> {
  const m = body.filter.matcher;
  const { rows, total } = await listRows(db, actor.tenantId, {
    visibility: beneficiaryVisibility(actor),
    page: body.page,
    perpage: body.perpage,
    sortBy: body.sortBy,
    sortOrder: body.sortOrder,
    search: body.search || undefined,
    companyIds: m.petitionerIds,
    branchIds: m.branchIds,
    statusIds: m.statusIds,
  });
  return { rows: rows.map(toListRow), total };
}

export async function beneficiaryDetails({ db, actor }: BeneficiaryCtx, id: string): Promise<BeneficiaryDetails> {
  const r = await visibleBeneficiary(db, actor, id);
  const b = r.beneficiary;
  const deps = await listDependants(db, actor.tenantId, b.id);
  return {
    ...toListRow(r),
    dateOfBirth: b.dateOfBirth,
    gender: b.gender,
    countryOfBirthId: b.countryOfBirthId,
    citizenshipCountryId: b.citizenshipCountryId,
    passportExpiry: b.passportExpiry,
    address: b.address ?? null,
    dependants: deps.map(toDependantDto),
  };
}

type ProfileInput = {
  dateOfBirth?: string | null;
  countryOfBirthId?: number | null;
  citizenshipCountryId?: number | null;
  passportCountryId?: number | null;
  address?: BeneficiaryInsert["address"];
};

/** Date of birth in the past, known countries, the address's zip code. */
async function profileErrors(db: Executor, tenantId: string, today: string, p: ProfileInput): Promise<Record<string, string>> {
  return {
    ...dobErrors(p.dateOfBirth, today),
    ...(await countryErrors(db, tenantId, [
      { key: "countryOfBirthId", label: "Country of Birth", id: p.countryOfBirthId },
      { key: "citizenshipCountryId", label: "Country of Citizenship", id: p.citizenshipCountryId },
      { key: "passportCountryId", label: "Passport Country", id: p.passportCountryId },
    ])),
    ...(p.address ? await addressErrors(db, tenantId, p.address) : {}),
  };
}

export async function createBeneficiary(ctx: BeneficiaryCtx, body: CreateBeneficiaryBody): Promise<BeneficiaryDetails> {
  const { db, actor } = ctx;
  const tenantId = actor.tenantId;
  const id = await db.transaction(async (tx) => {
    let companyId = body.companyId ?? null;
    if (isPetitioner(actor.roleId)) {
      if (body.branchId) throw fail.forbidden("You cannot choose the branch of a beneficiary");
      companyId ??= actor.companyId;
      if (!companyId) throw fail.forbidden();
    }
    const company = companyId ? (await visibleClient(tx, actor, companyId)).company : null;
    const branchId = isPetitioner(actor.roleId)
      ? (company?.branchId ?? null)
      : isBranchManager(actor.roleId)
        ? newRecordBranch(actor, body.branchId)
        : (body.branchId ?? company?.branchId ?? null);
    await assertBranch(tx, tenantId, branchId);
    throwIfErrors(await profileErrors(tx, tenantId, ctx.today, body));
    const row = await insertBeneficiary(tx, {
      tenantId,
      companyId,
      branchId,
      firstName: body.firstName,
      middleName: body.middleName ?? null,
      lastName: body.lastName,
      email: body.email ?? null,
      phone: body.phone ?? null,
      phoneCountryCode: body.phoneCountryCode ?? null,
      dateOfBirth: body.dateOfBirth ?? null,
      gender: body.gender ?? null,
      countryOfBirthId: body.countryOfBirthId ?? null,
      citizenshipCountryId: body.citizenshipCountryId ?? null,
      passportNumber: body.passportNumber ?? null,
      passportCountryId: body.passportCountryId ?? null,
      passportExpiry: body.passportExpiry ?? null,
      address: body.address ?? null,
      statusId: BENEFICIARY_STATUS.ACTIVE,
    });
    await writeAudit(tx, {
      tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "beneficiary.create",
      entityType: "beneficiary",
      entityId: row.id,
      after: row,
      ip: ctx.ip,
    });
    return row.id;
  });
  return beneficiaryDetails(ctx, id);
}

const PATCH_KEYS = [
  "companyId",
  "branchId",
  "firstName",
  "middleName",
  "lastName",
  "email",
  "phone",
  "phoneCountryCode",
  "dateOfBirth",
  "gender",
  "countryOfBirthId",
  "citizenshipCountryId",
  "passportNumber",
  "passportCountryId",
  "passportExpiry",
  "address",
  "statusId",
] as const;

export async function updateBeneficiary(ctx: BeneficiaryCtx, body: UpdateBeneficiaryBody): Promise<BeneficiaryDetails> {
  const { db, actor } = ctx;
  const tenantId = actor.tenantId;
  await db.transaction(async (tx) => {
    const before = (await visibleBeneficiary(tx, actor, body.id)).beneficiary;
    const patch = patchOf(body, PATCH_KEYS) as Partial<BeneficiaryInsert>;
    if (patch.companyId !== undefined && patch.companyId !== before.companyId) {
      if (isPetitioner(actor.roleId)) throw fail.forbidden("You cannot move this beneficiary to another client");
      if (patch.companyId) await visibleClient(tx, actor, patch.companyId);
    }
    if (patch.branchId !== undefined) {
      if (!canChangeBranch(actor, before.branchId, patch.branchId)) throw fail.forbidden("You cannot move this beneficiary to another branch");
      await assertBranch(tx, tenantId, patch.branchId);
    }
    if (patch.statusId !== undefined && patch.statusId !== before.statusId && !canChangeBeneficiaryStatus(actor.roleId)) {
      throw fail.forbidden("Only firm staff can activate or deactivate a beneficiary");
    }
    const pick = <K extends "passportNumber" | "passportCountryId">(k: K) => (patch[k] !== undefined ? patch[k] : before[k]) ?? null;
    const passport = passportIssue(pick("passportNumber"), pick("passportCountryId"));
    throwIfErrors({
      ...(await profileErrors(tx, tenantId, ctx.today, patch)),
      ...(passport ? { passportNumber: passport } : {}),
    });
    const after = await updateRow(tx, tenantId, before.id, patch);
    await writeAudit(tx, {
      tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "beneficiary.update",
      entityType: "beneficiary",
      entityId: before.id,
      before,
      after,
      ip: ctx.ip,
    });
  });
  return beneficiaryDetails(ctx, body.id);
}

export async function deleteBeneficiary({ db, actor, ip }: BeneficiaryCtx, id: string): Promise<{ id: string }> {
  const tenantId = actor.tenantId;
  await db.transaction(async (tx) => {
    const before = (await visibleBeneficiary(tx, actor, id)).beneficiary;
    const after = await updateRow(tx, tenantId, before.id, { deletedAt: new Date() });
    await writeAudit(tx, {
      tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "beneficiary.delete",
      entityType: "beneficiary",
      entityId: before.id,
      before,
      after,
      ip,
    });
  });
  return { id };
}
