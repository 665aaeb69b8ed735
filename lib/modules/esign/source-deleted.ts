// A forms-and-letters version deleted while envelopes made from it are open (draft or sent): they are voided
// in the delete's own transaction (documents' deleteFormOrLetter runs `within` under the case lock, after the
// version is marked deleted), with the reason "The source document was deleted", a `voided` event by the
// person who deleted it, and their sender told (esign.voided; not when the sender deleted it). The links
// then answer 410 "voided". Documents never import esign: the delete route calls this composition.
import "server-only";
import { deleteFormOrLetter } from "@/lib/modules/documents/forms-and-letters";
import { notifyCase, usersWhoSeeCase } from "@/lib/modules/cases/case-recipients";
import { lockCase } from "@/lib/modules/cases/steps/complete";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { SOURCE_DELETED } from "./contract";
import { recordEvents } from "./envelopes";
import { openEnvelopesOfSource, updateEnvelope } from "./repository";

/** Voids the open envelopes made from `sourceDocumentId` (the case already locked by the caller). Returns how many. */
export async function voidEnvelopesOfSource(tx: Executor, ctx: ActorContext, petitionId: string, sourceDocumentId: string): Promise<number> {
  const { actor, tenant } = ctx;
  const open = await openEnvelopesOfSource(tx, tenant.id, sourceDocumentId);
  if (open.length === 0) return 0;
  const petition = await lockCase(tx, tenant.id, petitionId);
  for (const env of open) {
    await updateEnvelope(tx, tenant.id, env.id, { status: "voided", voidReason: SOURCE_DELETED });
    await recordEvents(tx, ctx, env, [{ kind: "voided", actorUserId: actor.userId, details: { reason: SOURCE_DELETED, sourceDocumentId } }]);
    await writeAudit(tx, {
      tenantId: tenant.id,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "esign.void",
      entityType: "esign_envelope",
      entityId: env.id,
      before: { status: env.status },
      after: { status: "voided", reason: SOURCE_DELETED },
      ip: ctx.ip,
    });
    const recipients = await usersWhoSeeCase(tx, tenant.id, petition.id, [env.createdByUserId]);
    await notifyCase(tx, petition, { actorUserId: actor.userId, recipients, kind: "esign.voided", params: { document: env.documentName, reason: SOURCE_DELETED } });
  }
  return open.length;
}

/** POST /api/filled-forms-and-letters/delete: the version deleted and, in the same transaction, its open envelopes voided. */
export function deleteFormOrLetterAndVoidEnvelopes(ctx: ActorContext, documentId: string): Promise<{ documentId: string; petitionId: string }> {
  return deleteFormOrLetter(ctx, documentId, async (tx, doc) => {
    await voidEnvelopesOfSource(tx, ctx, doc.petitionId, doc.id);
  });
}
