// Create, update and soft delete of beneficiaries. Staff managers handle any beneficiary within their
// reach (a branch manager their branch's); a petitioner their own company's, without moving them.
import "server-only";
import { randomUUID } from "node:crypto";
import { writeAudit } from "@/lib/server/audit/audit";
import type { Executor } from "@/lib/server/db/client";
import { fail, throwIfErrors } from "@/lib/server/errors";
import { passportIssue } from "@/lib/shared/validation/zod";
import { canChangeBranch, isBranchManager, isPetitioner } from "@/lib/modules/companies/policy";
import { patchOf } from "@/lib/shared/patch";
import { can } from "@/lib/shared/permissions";
import { addressErrors, countryErrors } from "@/lib/modules/masterdata/address-checks";
import { assertBranch, newRecordBranch, visibleClient } from "@/lib/modules/companies/service";
import { BENEFICIARY_STATUS, type BeneficiaryDetailsBase, type CreateBeneficiaryBody, type UpdateBeneficiaryBody } from "./contract";
import { insertBeneficiary, updateBeneficiary as updateRow, type BeneficiaryInsert } from "./repository";
import { beneficiaryDetails, dobErrors, visibleBeneficiary } from "./service";
import { openBeneficiary, sealBeneficiaryNumbers } from "./numbers";
import { typedSources, type SourcedField } from "./provenance";
import type { ActorContext } from "@/lib/server/context";

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

export async function createBeneficiary(ctx: ActorContext, body: CreateBeneficiaryBody): Promise<BeneficiaryDetailsBase> {
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
    throwIfErrors(await profileErrors(tx, tenantId, ctx.clock.today, body));
    // The id is chosen here: the sealed numbers are bound to it.
    const id = randomUUID();
    const row = await insertBeneficiary(tx, {
      id,
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
      ...sealBeneficiaryNumbers(tenantId, id, { passportNumber: body.passportNumber ?? null, i94Number: body.i94Number ?? null }),
      passportCountryId: body.passportCountryId ?? null,
      passportExpiry: body.passportExpiry ?? null,
      i94Expiry: body.i94Expiry ?? null,
      visaStampExpiry: body.visaStampExpiry ?? null,
      eadExpiry: body.eadExpiry ?? null,
      h1bStartDate: body.h1bStartDate ?? null,
      currentStatus: body.currentStatus ?? null,
      lastEntryDate: body.lastEntryDate ?? null,
      passportIssueDate: body.passportIssueDate ?? null,
      priorReceiptNumbers: body.priorReceiptNumbers?.length ? body.priorReceiptNumbers : null,
      address: body.address ?? null,
      fieldSources: typedSources(null, null, body as Partial<Record<SourcedField, unknown>>, { userId: actor.userId, at: new Date().toISOString() }),
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
  "i94Number",
  "i94Expiry",
  "visaStampExpiry",
  "eadExpiry",
  "h1bStartDate",
  "currentStatus",
  "lastEntryDate",
  "passportIssueDate",
  "priorReceiptNumbers",
  "address",
  "statusId",
] as const;

export async function updateBeneficiary(ctx: ActorContext, body: UpdateBeneficiaryBody): Promise<BeneficiaryDetailsBase> {
  const { db, actor } = ctx;
  const tenantId = actor.tenantId;
  await db.transaction(async (tx) => {
    const before = (await visibleBeneficiary(tx, actor, body.id)).beneficiary;
    const { passportNumber, i94Number, ...fields } = patchOf(body, PATCH_KEYS);
    const patch = fields as Partial<BeneficiaryInsert>;
    if (patch.companyId !== undefined && patch.companyId !== before.companyId) {
      if (!can(actor, "beneficiary.move-client")) throw fail.forbidden("You cannot move this beneficiary to another client");
      if (patch.companyId) await visibleClient(tx, actor, patch.companyId);
    }
    if (patch.branchId !== undefined) {
      if (!canChangeBranch(actor, before.branchId, patch.branchId)) throw fail.forbidden("You cannot move this beneficiary to another branch");
      await assertBranch(tx, tenantId, patch.branchId);
    }
    if (patch.statusId !== undefined && patch.statusId !== before.statusId && !can(actor, "beneficiary.status")) {
      throw fail.forbidden("Only firm staff can activate or deactivate a beneficiary");
    }
    const passport = passportIssue(
      (passportNumber !== undefined ? passportNumber : openBeneficiary(before).passportNumber) ?? null,
      (patch.passportCountryId !== undefined ? patch.passportCountryId : before.passportCountryId) ?? null,
    );
    throwIfErrors({
      ...(await profileErrors(tx, tenantId, ctx.clock.today, patch)),
      ...(passport ? { passportNumber: passport } : {}),
    });
    if (patch.priorReceiptNumbers !== undefined && !patch.priorReceiptNumbers?.length) patch.priorReceiptNumbers = null;
    // The values this user changed are typed by them (provenance.ts); the others keep their source.
    const fieldSources = typedSources(openBeneficiary(before) as Partial<Record<SourcedField, unknown>>, before.fieldSources, { ...patch, passportNumber, i94Number } as Partial<Record<SourcedField, unknown>>, {
      userId: actor.userId,
      at: new Date().toISOString(),
    });
    const after = await updateRow(tx, tenantId, before.id, { ...patch, fieldSources, ...sealBeneficiaryNumbers(tenantId, before.id, { passportNumber, i94Number }) });
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

export async function deleteBeneficiary({ db, actor, ip }: ActorContext, id: string): Promise<{ id: string }> {
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
