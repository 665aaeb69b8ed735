// Authorized signatories of a client: list, create, update, soft delete. Staff managers handle any
// client within their reach; a petitioner handles their own company's.
import "server-only";
import type { Actor } from "@/lib/server/auth/session";
import { writeAudit } from "@/lib/server/audit/audit";
import { fail } from "@/lib/server/errors";
import { clientVisibility } from "@/lib/modules/companies/policy";
import { patchOf } from "@/lib/shared/patch";
import { visibleClient } from "@/lib/modules/companies/service";
import { signatoryStatusName, SIGNATORY_STATUS, type CreateSignatoryBody, type SignatoryDto, type SignatoryListBody, type UpdateSignatoryBody } from "./contract";
import { activeSignatoriesOfCompany, findSignatory, insertSignatory, listSignatories as listRows, updateSignatory as updateRow, type SignatoryInsert, type SignatoryWithCompany } from "./repository";
import type { ActorContext } from "@/lib/server/context";


export function toSignatoryDto(r: SignatoryWithCompany): SignatoryDto {
  const s = r.signatory;
  return {
    id: s.id,
    companyId: s.companyId,
    companyName: r.companyName,
    firstName: s.firstName,
    lastName: s.lastName,
    name: `${s.firstName} ${s.lastName}`,
    title: s.title,
    email: s.email,
    phone: s.phone,
    phoneCountryCode: s.phoneCountryCode,
    statusId: s.statusId,
    statusName: signatoryStatusName(s.statusId),
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

export async function listSignatories({ db, actor }: ActorContext, body: SignatoryListBody): Promise<{ rows: SignatoryDto[]; total: number }> {
  const { rows, total } = await listRows(db, actor.tenantId, {
    visibility: clientVisibility(actor),
    page: body.page,
    perpage: body.perpage,
    sortBy: body.sortBy,
    sortOrder: body.sortOrder,
    search: body.search || undefined,
    companyIds: body.filter.matcher.companyIds,
    statusIds: body.filter.matcher.statusIds,
  });
  return { rows: rows.map(toSignatoryDto), total };
}

async function visibleSignatory(db: Parameters<typeof findSignatory>[0], actor: Actor, id: string): Promise<SignatoryWithCompany> {
  const row = await findSignatory(db, actor.tenantId, id, clientVisibility(actor));
  if (!row) throw fail.notFound("Signatory");
  return row;
}

export async function createSignatory({ db, actor, ip }: ActorContext, body: CreateSignatoryBody): Promise<SignatoryDto> {
  const tenantId = actor.tenantId;
  const id = await db.transaction(async (tx) => {
    const client = await visibleClient(tx, actor, body.companyId);
    const row = await insertSignatory(tx, {
      tenantId,
      companyId: client.company.id,
      firstName: body.firstName,
      lastName: body.lastName,
      title: body.title,
      email: body.email,
      phone: body.phone ?? null,
      phoneCountryCode: body.phoneCountryCode ?? null,
      statusId: SIGNATORY_STATUS.ACTIVE,
    });
    await writeAudit(tx, {
      tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "signatory.create",
      entityType: "authorized_signatory",
      entityId: row.id,
      after: row,
      ip,
    });
    return row.id;
  });
  return toSignatoryDto(await visibleSignatory(db, actor, id));
}

const PATCH_KEYS = ["firstName", "lastName", "title", "email", "phone", "phoneCountryCode", "statusId"] as const;

export async function updateSignatory({ db, actor, ip }: ActorContext, body: UpdateSignatoryBody): Promise<SignatoryDto> {
  const tenantId = actor.tenantId;
  await db.transaction(async (tx) => {
    const before = (await visibleSignatory(tx, actor, body.id)).signatory;
    const after = await updateRow(tx, tenantId, before.id, patchOf(body, PATCH_KEYS) as Partial<SignatoryInsert>);
    await writeAudit(tx, {
      tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "signatory.update",
      entityType: "authorized_signatory",
      entityId: before.id,
      before,
      after,
      ip,
    });
  });
  return toSignatoryDto(await visibleSignatory(db, actor, body.id));
}

export async function deleteSignatory({ db, actor, ip }: ActorContext, id: string): Promise<{ id: string }> {
  const tenantId = actor.tenantId;
  await db.transaction(async (tx) => {
    const before = (await visibleSignatory(tx, actor, id)).signatory;
    const after = await updateRow(tx, tenantId, before.id, { deletedAt: new Date() });
    await writeAudit(tx, {
      tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "signatory.delete",
      entityType: "authorized_signatory",
      entityId: before.id,
      before,
      after,
      ip,
    });
  });
  return { id };
}

/**
 * The active signatories of a case's client, who sign the client's pages of the case's forms (the wet-ink packets,
 * lib/modules/esign/ink). The caller has reached the case (its own reach check), so no client-reach filter here.
 */
export async function caseClientSignatories(ctx: Pick<ActorContext, "db" | "actor">, companyId: string | null): Promise<SignatoryDto[]> {
  if (!companyId) return [];
  return (await activeSignatoriesOfCompany(ctx.db, ctx.actor.tenantId, companyId)).map(toSignatoryDto);
}
