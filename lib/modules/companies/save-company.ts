// Create and update of clients: a company (contacts, FEIN), and the update shared with individual
// sponsors (branch move rules, address check, a petitioner completing their own profile, audit).
import "server-only";
import { writeAudit } from "@/lib/server/audit/audit";
import type { Executor } from "@/lib/server/db/client";
import { fail, throwIfErrors } from "@/lib/server/errors";
import { MSG } from "@/lib/shared/validation/messages";
import { ACCOUNT_TYPE, COMPANY_STATUS, type AccountType, type ClientDetailsBase, type ContactInput, type CreateCompanyBody, type UpdateCompanyBody } from "./contract";
import { canChangeBranch, isPetitioner } from "./policy";
import { can } from "@/lib/shared/permissions";
import { findCompanyByFein, insertClient, listContacts, replaceContacts, updateClient, type CompanyInsert, type CompanyRow } from "./repository";
import { patchOf } from "@/lib/shared/patch";
import { addressErrors } from "@/lib/modules/masterdata/address-checks";
import { conflictOnDuplicate } from "@/lib/server/db/errors";
import { assertBranch, clientDetails, companyDetails, DUPLICATE_FEIN_MESSAGE, newRecordBranch, visibleClient } from "./service";
import type { ActorContext } from "@/lib/server/context";

function contactValues(list: ContactInput[]) {
  return list.map((c) => ({
    name: c.name,
    title: c.title ?? null,
    email: c.email ?? null,
    phone: c.phone ?? null,
    phoneCountryCode: c.phoneCountryCode ?? null,
    isPrimary: c.isPrimary,
  }));
}

async function assertFeinFree(db: Executor, tenantId: string, fein: string | null | undefined, exceptId?: string): Promise<void> {
  if (fein && (await findCompanyByFein(db, tenantId, fein, exceptId))) throw fail.conflict(DUPLICATE_FEIN_MESSAGE);
}

export async function createCompany(ctx: ActorContext, body: CreateCompanyBody): Promise<ClientDetailsBase> {
  const { db, actor } = ctx;
  const tenantId = actor.tenantId;
  const branchId = newRecordBranch(actor, body.branchId);
  const id = await conflictOnDuplicate(
    () =>
      db.transaction(async (tx) => {
        await assertBranch(tx, tenantId, branchId);
        throwIfErrors(await addressErrors(tx, tenantId, body.address));
        await assertFeinFree(tx, tenantId, body.feiNumber);
        const company = await insertClient(tx, {
          tenantId,
          branchId,
          accountType: ACCOUNT_TYPE.COMPANY,
          name: body.name,
          email: body.email,
          feiNumber: body.feiNumber ?? null,
          phone: body.phone ?? null,
          phoneCountryCode: body.phoneCountryCode ?? null,
          website: body.website ?? null,
          address: body.address ?? null,
          naicsCode: body.naicsCode ?? null,
          yearEstablished: body.yearEstablished ?? null,
          employeeCount: body.employeeCount ?? null,
          grossIncomeCents: body.grossIncomeCents ?? null,
          statusId: COMPANY_STATUS.ACTIVE,
        });
        const contacts = await replaceContacts(tx, tenantId, company.id, contactValues(body.contacts ?? []));
        await writeAudit(tx, {
          tenantId,
          actorUserId: actor.userId,
          actorRoleId: actor.roleId,
          action: "company.create",
          entityType: "company",
          entityId: company.id,
          after: { company, contacts },
          ip: ctx.ip,
        });
        return company.id;
      }),
    DUPLICATE_FEIN_MESSAGE,
  );
  return companyDetails(ctx, id);
}

/** The profile fields a petitioner must fill to complete their company (registrationCompleted). */
function missingProfileFields(c: Pick<CompanyRow, "accountType" | "feiNumber" | "phone" | "address">): Record<string, string> {
  const missing: Record<string, string> = {};
  if (c.accountType === ACCOUNT_TYPE.COMPANY && !c.feiNumber) missing.feiNumber = MSG.required("FEIN");
  if (!c.phone) missing.phone = MSG.required("Phone");
  if (!c.address?.line1) missing.address = MSG.required("Address");
  return missing;
}

/**
 * The shared update of a client (company or individual): branch move rules, branch and address
 * checks, the petitioner's own profile completion, contacts, audit. `patch` holds the column
 * changes the caller derived from its body.
 */
export async function updateClientRecord(
  ctx: ActorContext,
  input: { id: string; accountType: AccountType; patch: Partial<CompanyInsert>; contacts?: ContactInput[] },
): Promise<ClientDetailsBase> {
  const { db, actor } = ctx;
  const tenantId = actor.tenantId;
  await db.transaction(async (tx) => {
    const current = await visibleClient(tx, actor, input.id, input.accountType);
    const before = current.company;
    const patch: Partial<CompanyInsert> = { ...input.patch };
    if (patch.branchId !== undefined) {
      if (!canChangeBranch(actor, before.branchId, patch.branchId)) throw fail.forbidden("You cannot move this client to another branch");
      await assertBranch(tx, tenantId, patch.branchId);
    }
    if (patch.address !== undefined) throwIfErrors(await addressErrors(tx, tenantId, patch.address));
    if (patch.feiNumber && patch.feiNumber !== before.feiNumber) await assertFeinFree(tx, tenantId, patch.feiNumber, before.id);
    if (isPetitioner(actor.roleId)) {
      // A petitioner saving their company completes its profile: the firm's PETITIONER_COMPLETE_PROFILE entry decides.
      if (!can(actor, "petitioner.complete-profile", { companyId: before.id })) throw fail.forbidden("Your firm does not let you complete the company profile");
      const pick = <K extends "feiNumber" | "phone" | "address">(k: K) => (patch[k] !== undefined ? patch[k] : before[k]) ?? null;
      throwIfErrors(missingProfileFields({ accountType: before.accountType, feiNumber: pick("feiNumber"), phone: pick("phone"), address: pick("address") }));
      patch.registrationCompleted = true;
      patch.profileUpdatedOn = new Date();
    }
    const beforeContacts = input.contacts ? await listContacts(tx, tenantId, before.id) : undefined;
    const after = await updateClient(tx, tenantId, before.id, patch);
    const contacts = input.contacts ? await replaceContacts(tx, tenantId, before.id, contactValues(input.contacts)) : undefined;
    await writeAudit(tx, {
      tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: input.accountType === ACCOUNT_TYPE.COMPANY ? "company.update" : "individual.update",
      entityType: "company",
      entityId: before.id,
      before: { company: before, contacts: beforeContacts },
      after: { company: after, contacts },
      ip: ctx.ip,
    });
  });
  return clientDetails(db, tenantId, await visibleClient(db, actor, input.id, input.accountType));
}

const COMPANY_PATCH_KEYS = [
  "name",
  "email",
  "feiNumber",
  "phone",
  "phoneCountryCode",
  "website",
  "address",
  "naicsCode",
  "yearEstablished",
  "employeeCount",
  "grossIncomeCents",
  "branchId",
] as const;

export async function updateCompany(ctx: ActorContext, body: UpdateCompanyBody): Promise<ClientDetailsBase> {
  const patch = patchOf(body, COMPANY_PATCH_KEYS) as Partial<CompanyInsert>;
  return conflictOnDuplicate(
    () => updateClientRecord(ctx, { id: body.id, accountType: ACCOUNT_TYPE.COMPANY, patch, contacts: body.contacts }),
    DUPLICATE_FEIN_MESSAGE,
  );
}
