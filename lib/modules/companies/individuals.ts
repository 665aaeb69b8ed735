// Individual sponsors (account type Individual, sub type Sponsor, e.g. a US citizen sponsoring family):
// the same `companies` rows as petitioner companies, named "First Last".
import "server-only";
import { writeAudit } from "@/lib/server/audit/audit";
import { ACCOUNT_TYPE, COMPANY_STATUS, SPONSOR_SUB_TYPE, type ClientDetailsBase, type ClientBase, type CreateIndividualBody, type IndividualListBody, type UpdateIndividualBody } from "./contract";
import { clientVisibility } from "./policy";
import { insertClient, listClients, type CompanyInsert } from "./repository";
import { throwIfErrors } from "@/lib/server/errors";
import { patchOf } from "@/lib/shared/patch";
import { addressErrors } from "@/lib/modules/masterdata/address-checks";
import { assertBranch, clientDetails, listClientRows, newRecordBranch, visibleClient } from "./service";
import { updateClientRecord } from "./save-company";
import type { ActorContext } from "@/lib/server/context";

/** The display name of an individual: "First Last" (the middle name is kept apart). */
const individualName = (firstName: string, lastName: string) => `${firstName} ${lastName}`.trim();

export async function listIndividuals({ db, actor }: ActorContext, body: IndividualListBody): Promise<{ rows: ClientBase[]; total: number }> {
  const m = body.filter.matcher;
  const { rows, total } = await listClients(db, actor.tenantId, {
    accountType: ACCOUNT_TYPE.INDIVIDUAL,
    visibility: clientVisibility(actor),
    page: body.page,
    perpage: body.perpage,
    sortBy: body.sortBy,
    sortOrder: body.sortOrder,
    search: body.search || undefined,
    statusIds: m.statusIds,
    branchIds: m.branchIds,
  });
  return { rows: await listClientRows(db, actor.tenantId, rows), total };
}

export async function individualDetails({ db, actor }: ActorContext, id: string): Promise<ClientDetailsBase> {
  return clientDetails(db, actor.tenantId, await visibleClient(db, actor, id, ACCOUNT_TYPE.INDIVIDUAL));
}

export async function createIndividual(ctx: ActorContext, body: CreateIndividualBody): Promise<ClientDetailsBase> {
  const { db, actor } = ctx;
  const tenantId = actor.tenantId;
  const branchId = newRecordBranch(actor, body.branchId);
  const id = await db.transaction(async (tx) => {
    await assertBranch(tx, tenantId, branchId);
    throwIfErrors(await addressErrors(tx, tenantId, body.address));
    const row = await insertClient(tx, {
      tenantId,
      branchId,
      accountType: ACCOUNT_TYPE.INDIVIDUAL,
      accountSubType: SPONSOR_SUB_TYPE,
      name: individualName(body.firstName, body.lastName),
      firstName: body.firstName,
      middleName: body.middleName ?? null,
      lastName: body.lastName,
      email: body.email,
      phone: body.phone ?? null,
      phoneCountryCode: body.phoneCountryCode ?? null,
      address: body.address ?? null,
      statusId: COMPANY_STATUS.ACTIVE,
    });
    await writeAudit(tx, {
      tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "individual.create",
      entityType: "company",
      entityId: row.id,
      after: row,
      ip: ctx.ip,
    });
    return row.id;
  });
  return individualDetails(ctx, id);
}

const INDIVIDUAL_PATCH_KEYS = ["firstName", "middleName", "lastName", "email", "phone", "phoneCountryCode", "address", "branchId"] as const;

export async function updateIndividual(ctx: ActorContext, body: UpdateIndividualBody): Promise<ClientDetailsBase> {
  const patch = patchOf(body, INDIVIDUAL_PATCH_KEYS) as Partial<CompanyInsert>;
  if (body.firstName !== undefined || body.lastName !== undefined) {
    // The name follows the first and last names; read the stored ones for the half not sent.
    const current = (await visibleClient(ctx.db, ctx.actor, body.id, ACCOUNT_TYPE.INDIVIDUAL)).company;
    patch.name = individualName(body.firstName ?? current.firstName ?? "", body.lastName ?? current.lastName ?? "");
  }
  return updateClientRecord(ctx, { id: body.id, accountType: ACCOUNT_TYPE.INDIVIDUAL, patch });
}
