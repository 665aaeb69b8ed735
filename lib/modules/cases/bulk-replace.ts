// Replace a beneficiary or the petitioner across cases (merging duplicate records), for the firm's
// admins: one transaction, cases locked in id order, a history line and an audit entry per case.
// Cases the caller may not edit (editBlocked: role 3 after SUBMIT_TO_LAW_FIRM) are skipped and reported.
import "server-only";
import { editBlocked } from "@/lib/modules/workflow/rules";
import { addHistory } from "./steps/complete";
import { lockWorkflowShared } from "@/lib/modules/workflow/config";
import { writeAudit } from "@/lib/server/audit/audit";
import { fail } from "@/lib/server/errors";
import { MSG } from "@/lib/shared/validation/messages";
import { resolveBeneficiaries, resolvePetitioner } from "./case-inputs";
import type { BulkReplaceResult, EntityBulkReplaceBody } from "./contract";
import { caseVisibility } from "./policy";
import {
  findTenantBeneficiaryName,
  findTenantCompanyName,
  lockCasesNamingBeneficiary,
  lockCasesOfPetitioner,
  swapCaseBeneficiary,
  updateCaseRow,
} from "./repository/writes";
import type { ActorContext } from "@/lib/server/context";

export async function entityBulkReplace(ctx: ActorContext, body: EntityBulkReplaceBody): Promise<BulkReplaceResult> {
  const { db, actor } = ctx;
  const tenantId = actor.tenantId;
  const vis = caseVisibility(actor);
  const isBeneficiary = body.entity === "beneficiary";

  const fromName = isBeneficiary ? await findTenantBeneficiaryName(db, tenantId, body.fromId) : await findTenantCompanyName(db, tenantId, body.fromId);
  if (!fromName) throw fail.notFound(isBeneficiary ? "Beneficiary" : "Petitioner");
  let toName: string;
  if (isBeneficiary) {
    const [to] = await resolveBeneficiaries(db, actor, [body.toId]).catch(() => {
      throw fail.validation({ toId: MSG.invalid("Beneficiary") });
    });
    toName = `${to.firstName} ${to.lastName}`;
  } else {
    toName = (
      await resolvePetitioner(db, actor, body.toId).catch(() => {
        throw fail.validation({ toId: MSG.invalid("Petitioner") });
      })
    ).name;
  }

  return db.transaction(async (tx) => {
    await lockWorkflowShared(tx, tenantId);
    const cases = isBeneficiary
      ? await lockCasesNamingBeneficiary(tx, tenantId, vis, body.fromId, body.petitionIds)
      : await lockCasesOfPetitioner(tx, tenantId, vis, body.fromId, body.petitionIds);
    const updatedCaseIds: string[] = [];
    const skipped: BulkReplaceResult["skipped"] = [];
    const found = new Set(cases.map((c) => c.id));
    for (const id of body.petitionIds ?? []) {
      if (!found.has(id)) skipped.push({ id, reason: `No case of yours names this ${body.entity}` });
    }
    for (const p of cases) {
      if (editBlocked(p, actor.roleId)) {
        skipped.push({ id: p.id, reason: "The case has been submitted to the law firm; your role can no longer edit it" });
        continue;
      }
      if (isBeneficiary) {
        await swapCaseBeneficiary(tx, tenantId, p.id, body.fromId, body.toId);
        await updateCaseRow(tx, tenantId, p.id, {});
      } else {
        await updateCaseRow(tx, tenantId, p.id, { petitionerId: body.toId });
      }
      const line = { code: "participantReplaced", params: { party: isBeneficiary ? "beneficiary" : "petitioner", previous: fromName, replacement: toName } } as const;
      await addHistory(tx, { tenantId, petitionId: p.id, code: null, line, actor });
      await writeAudit(tx, {
        tenantId,
        actorUserId: actor.userId,
        actorRoleId: actor.roleId,
        action: "petition.entity_bulk_replace",
        entityType: "petition",
        entityId: p.id,
        before: { entity: body.entity, id: body.fromId },
        after: { entity: body.entity, id: body.toId },
        ip: ctx.ip,
      });
      updatedCaseIds.push(p.id);
    }
    return { entity: body.entity, fromId: body.fromId, toId: body.toId, updatedCaseIds, skipped };
  });
}
