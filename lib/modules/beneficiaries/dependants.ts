// Dependants of a beneficiary (spouse, children): create or replace, and soft delete. At most one
// live spouse per beneficiary; the beneficiary row is locked while the rule is checked.
import "server-only";
import { randomUUID } from "node:crypto";
import { writeAudit } from "@/lib/server/audit/audit";
import { fail, throwIfErrors } from "@/lib/server/errors";
import { countryErrors } from "@/lib/modules/masterdata/address-checks";
import { ONE_SPOUSE_MESSAGE, type DependantDto, type SaveDependantBody } from "./contract";
import type { Executor } from "@/lib/server/db/client";
import { findDependant, findOtherSpouse, insertDependant, listDependants, lockBeneficiary, updateDependant, type DependantInsert, type DependantRow } from "./repository";
import { dobErrors, findVisibleBeneficiary, toDependantDto, visibleBeneficiary } from "./service";
import { sealDependantPassport } from "./numbers";
import type { ActorContext } from "@/lib/server/context";

export async function saveDependant(ctx: ActorContext, body: SaveDependantBody): Promise<DependantDto> {
  const { db, actor } = ctx;
  const tenantId = actor.tenantId;
  return db.transaction(async (tx) => {
    const beneficiary = (await visibleBeneficiary(tx, actor, body.beneficiaryId)).beneficiary;
    await lockBeneficiary(tx, tenantId, beneficiary.id);
    const before = body.id ? await findDependant(tx, tenantId, body.id) : null;
    if (body.id && (!before || before.beneficiaryId !== beneficiary.id)) throw fail.notFound("Dependant");
    throwIfErrors({
      ...dobErrors(body.dateOfBirth, ctx.clock.today),
      ...(await countryErrors(tx, tenantId, [{ key: "countryOfBirthId", label: "Country of Birth", id: body.countryOfBirthId }])),
    });
    if (body.relation === "spouse" && (await findOtherSpouse(tx, tenantId, beneficiary.id, body.id))) {
      throw fail.validation({ relation: ONE_SPOUSE_MESSAGE });
    }
    const values = {
      relation: body.relation,
      firstName: body.firstName,
      middleName: body.middleName ?? null,
      lastName: body.lastName,
      dateOfBirth: body.dateOfBirth ?? null,
      countryOfBirthId: body.countryOfBirthId ?? null,
      email: body.email ?? null,
    };
    // A new dependant's id is chosen here: the sealed passport number is bound to it.
    const id = before?.id ?? randomUUID();
    const passport = sealDependantPassport(id, body.passportNumber ?? null);
    const after = before
      ? await updateDependant(tx, tenantId, before.id, { ...values, ...passport })
      : await insertDependant(tx, { ...values, ...passport, id, tenantId, beneficiaryId: beneficiary.id });
    await writeAudit(tx, {
      tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: before ? "dependant.update" : "dependant.create",
      entityType: "dependant",
      entityId: after.id,
      before,
      after,
      ip: ctx.ip,
    });
    return toDependantDto(after);
  });
}

export async function deleteDependant(ctx: ActorContext, id: string): Promise<{ id: string }> {
  const { db, actor } = ctx;
  const tenantId = actor.tenantId;
  await db.transaction(async (tx) => {
    const before = await findDependant(tx, tenantId, id);
    // The dependant is reachable only through a beneficiary the actor may see.
    if (!before || !(await findVisibleBeneficiary(tx, actor, before.beneficiaryId))) throw fail.notFound("Dependant");
    const after = await updateDependant(tx, tenantId, before.id, { deletedAt: new Date() });
    await writeAudit(tx, {
      tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "dependant.delete",
      entityType: "dependant",
      entityId: before.id,
      before,
      after,
      ip: ctx.ip,
    });
  });
  return { id };
}

/** The beneficiary's live dependants (a questionnaire's prefill, and the rows its answers update). */
export function dependantsOf(db: Executor, tenantId: string, beneficiaryId: string): Promise<DependantRow[]> {
  return listDependants(db, tenantId, beneficiaryId);
}

/** Writes what a submitted questionnaire changes in the dependants, in the caller's transaction. */
export async function applyDependantChanges(
  tx: Executor,
  tenantId: string,
  beneficiaryId: string,
  family: { updates: { id: string; patch: Partial<DependantInsert> }[]; inserts: Omit<DependantInsert, "tenantId" | "beneficiaryId">[] },
): Promise<void> {
  for (const u of family.updates) await updateDependant(tx, tenantId, u.id, u.patch);
  for (const values of family.inserts) await insertDependant(tx, { ...values, tenantId, beneficiaryId });
}
