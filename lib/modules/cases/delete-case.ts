// Deleting a case (issue 11: /gc-petition/delete). Decision (lib/modules/greencard/README.md "Deleting a
// case"): a case made by mistake leaves every list, search, deadline and check of the firm — the row
// keeps `deleted_at` and stays with its history, documents and audit trail for the firm's file; its number
// is never given again. A case USCIS has a receipt number for, or that has an RFE case, is a record of
// what was filed and cannot be deleted (the variant's module adds its own reasons).
import "server-only";
import type { PetitionRow } from "@/db/schema/cases";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { enqueue } from "@/lib/server/jobs/runner";
import { dropCaseNotifications } from "@/lib/modules/notifications/notify";
import { nextRfeSequence } from "./rfe/repository";
import { updateCaseRow } from "./repository/writes";

/** Why a case cannot be deleted, as far as the case itself says. */
export type CaseDeleteBlocker = "receipt" | "rfe";

export async function caseDeleteBlockers(db: Executor, p: Pick<PetitionRow, "id" | "tenantId" | "receiptNumber">): Promise<CaseDeleteBlocker[]> {
  const blockers: CaseDeleteBlocker[] = [];
  if (p.receiptNumber) blockers.push("receipt");
  if ((await nextRfeSequence(db, p.tenantId, p.id)) > 1) blockers.push("rfe");
  return blockers;
}

/** Marks the (locked) case deleted, with the audit entry that keeps what it was; its deadline reminders are dismissed by the case's sync, its notifications removed. */
export async function markCaseDeleted(tx: Executor, ctx: ActorContext, p: PetitionRow): Promise<void> {
  await updateCaseRow(tx, p.tenantId, p.id, { deletedAt: new Date() });
  await dropCaseNotifications(tx, p.tenantId, p.id);
  await writeAudit(tx, {
    tenantId: p.tenantId,
    actorUserId: ctx.actor.userId,
    actorRoleId: ctx.actor.roleId,
    action: "petition.delete",
    entityType: "petition",
    entityId: p.id,
    before: { caseNumber: p.caseNumber, customCaseNumber: p.customCaseNumber, typeId: p.typeId, subTypeId: p.subTypeId, petitionerId: p.petitionerId, beneficiaryName: p.beneficiaryName, statusId: p.statusId },
    ip: ctx.ip,
  });
  await enqueue(tx, "deadlines.sync-case", { tenantId: p.tenantId, petitionId: p.id });
}
