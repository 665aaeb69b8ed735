// Firm profile (details, update with the completeness rule), status and soft deletion.
import "server-only";
import type { Db } from "@/lib/server/db/client";
import type { TenantRow } from "@/lib/server/tenancy/tenant";
import type { AddressJson } from "@/db/schema/tenancy";
import { writeAudit } from "@/lib/server/audit/audit";
import { revokeTenantSessions } from "@/lib/server/auth/session";
import { fail } from "@/lib/server/errors";
import { getFileStore } from "@/lib/server/storage/file-store";
import { MSG } from "@/lib/shared/validation/messages";
import { zipcodeIssue } from "@/lib/shared/validation/zod";
import { tenantChecklist } from "@/lib/modules/auth/session-user";
import { BRANDING_KINDS, TENANT_STATUS, type UpdateTenantBody, type UpdateTenantStatusBody } from "./contract";
import { toTenantDto, type TenantDto } from "./dto";
import { can } from "@/lib/shared/permissions";
import { brandingKey } from "./branding";
import { updateTenant } from "@/lib/server/tenancy/tenant-writes";
import { findCountry, findTenantById } from "./repository";
import { isProfileComplete } from "./rules";
import type { ActorContext } from "@/lib/server/context";


/** The request's firm, or (platform admin only) the firm named by tenantId. Others' ids are "not found". */
async function targetTenant(ctx: ActorContext, tenantId: string | undefined): Promise<TenantRow> {
  if (!tenantId || tenantId === ctx.tenant.id) return ctx.tenant;
  if (!can(ctx.actor, "tenant.manage")) throw fail.notFound("Firm");
  const t = await findTenantById(ctx.db, tenantId);
  if (!t) throw fail.notFound("Firm");
  return t;
}

export async function tenantProfile(ctx: ActorContext, tenantId: string | undefined): Promise<TenantDto> {
  return toTenantDto(await targetTenant(ctx, tenantId));
}

export const tenantSetupChecklist = (tenant: TenantRow) => tenantChecklist(tenant);

const PROFILE_KEYS = ["name", "adminName", "adminEmail", "phone", "phoneCountryCode", "feiNumber", "website", "address", "whiteLabeled", "logo", "favicon", "permissions", "profCompleted", "profileUpdatedOn"] as const;
const profileOf = (t: TenantRow) => Object.fromEntries(PROFILE_KEYS.map((k) => [k, t[k]]));

/** The country must exist in master data, whose row carries its zip code rules (spec section 5). */
async function checkAddress(db: Db, address: AddressJson): Promise<void> {
  if (!address.countryId) return;
  const country = await findCountry(db, address.countryId);
  if (!country) throw fail.validation({ "address.countryId": MSG.invalid("Country") });
  const x = country.extra as { minZipcodeLength?: number | null; zipcodeLength?: number | null; allowNumAndCharInZipcode?: boolean | null };
  const issue = zipcodeIssue(address.zipcode, { id: country.code, minZipcodeLength: x.minZipcodeLength, zipcodeLength: x.zipcodeLength, allowNumAndCharInZipcode: x.allowNumAndCharInZipcode });
  if (issue) throw fail.validation({ "address.zipcode": issue });
}

/**
 * Save the profile. Completeness (spec section 4, decision in README): after every save the profile
 * is complete exactly when all required fields are filled, so an admin's edit that empties one sets
 * it incomplete (and sends role 3 back to /basic-settings); profileUpdatedOn is the time of the save.
 */
export async function updateTenantProfile(ctx: ActorContext, body: UpdateTenantBody): Promise<TenantDto> {
  const { db, actor } = ctx;
  const target = await targetTenant(ctx, body.tenantId);
  const patch: Partial<TenantRow> = {};
  if (body.name !== undefined) patch.name = body.name;
  for (const k of ["adminName", "adminEmail", "phone", "phoneCountryCode", "feiNumber", "website"] as const) {
    if (body[k] !== undefined) patch[k] = body[k];
  }
  if (body.address !== undefined) {
    if (body.address) await checkAddress(db, body.address);
    patch.address = body.address;
  }
  if (body.whiteLabled !== undefined) patch.whiteLabeled = body.whiteLabled;
  if (body.permissions !== undefined) patch.permissions = body.permissions;
  const removed: (typeof BRANDING_KINDS)[number][] = [];
  for (const kind of BRANDING_KINDS) {
    const value = body[kind];
    if (value === undefined || value === target[kind]) continue;
    if (value !== null) throw fail.validation({ [kind]: `Upload the ${kind} with /tenant/upload-branding` });
    patch[kind] = null;
    removed.push(kind);
  }
  const merged = { ...target, ...patch };
  patch.profCompleted = isProfileComplete(merged);
  patch.profileUpdatedOn = new Date();

  const updated = await db.transaction(async (tx) => {
    const row = await updateTenant(tx, target.id, patch);
    await writeAudit(tx, {
      tenantId: target.id,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "tenant.update",
      entityType: "tenant",
      entityId: target.id,
      before: profileOf(target),
      after: profileOf(row),
      ip: ctx.ip,
    });
    return row;
  });
  for (const kind of removed) await getFileStore().delete(brandingKey(target.id, kind));
  return toTenantDto(updated);
}

export async function updateTenantStatus(ctx: ActorContext, body: UpdateTenantStatusBody): Promise<TenantDto> {
  const { db, actor } = ctx;
  const target = await findTenantById(db, body.tenantId);
  if (!target) throw fail.notFound("Firm");
  if (target.id === ctx.tenant.id) throw fail.validation({ tenantId: "You cannot change the status of your own firm" });
  if (target.statusId === TENANT_STATUS.PENDING) throw fail.conflict("This firm is not activated yet. Send the activation key again instead");
  if (target.statusId === body.statusId) return toTenantDto(target);
  const updated = await db.transaction(async (tx) => {
    const row = await updateTenant(tx, target.id, { statusId: body.statusId });
    // Reactivating the firm later must not revive the sessions of before the deactivation.
    if (row.statusId !== TENANT_STATUS.ACTIVE) await revokeTenantSessions(tx, target.id);
    await writeAudit(tx, {
      tenantId: target.id,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "tenant.status_change",
      entityType: "tenant",
      entityId: target.id,
      before: { statusId: target.statusId },
      after: { statusId: row.statusId },
      ip: ctx.ip,
    });
    return row;
  });
  return toTenantDto(updated);
}

export async function deleteTenant(ctx: ActorContext, tenantId: string): Promise<{ id: string; deletedAt: string }> {
  const { db, actor } = ctx;
  const target = await findTenantById(db, tenantId);
  if (!target) throw fail.notFound("Firm");
  if (target.id === ctx.tenant.id) throw fail.validation({ tenantId: "You cannot delete your own firm" });
  const deletedAt = new Date();
  await db.transaction(async (tx) => {
    await updateTenant(tx, target.id, { deletedAt });
    await writeAudit(tx, {
      tenantId: target.id,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "tenant.delete",
      entityType: "tenant",
      entityId: target.id,
      before: { slug: target.slug, name: target.name, statusId: target.statusId, deletedAt: null },
      after: { deletedAt },
      ip: ctx.ip,
    });
  });
  return { id: target.id, deletedAt: deletedAt.toISOString() };
}
