// Reminders (staff): the signers whose turn it is and who have not signed get the signing e-mail again with
// a new one-time link (the previous link stops working) and a `reminded` event; one signer, or every one
// awaiting. A signer e-mailed less than 24 hours ago is not reminded (409 when nobody asked for is due).
// The daily job (daily.ts) reminds automatically through the same inviteSigner.
import "server-only";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import { kickOutbox } from "@/lib/server/mail/outbox";
import { NOBODY_TO_REMIND, NOT_AWAITING, remindedRecently, type EnvelopeDetails, type RemindBody } from "./contract";
import { awaitingSigners, envelopeOr404, inviteSigner, lastMailed, remindableSigners } from "./envelopes";
import { eventsOf, signersOf } from "./repository";
import { envelopeDetails } from "./views";

export async function remindSigners(ctx: ActorContext, body: RemindBody): Promise<EnvelopeDetails> {
  const { db, actor, tenant } = ctx;
  await db.transaction(async (tx) => {
    const env = await envelopeOr404(tx, actor, body.id, { forUpdate: true });
    if (env.status !== "sent") throw fail.conflict(`Only the signers of a sent envelope can be reminded (this one is ${env.status})`);
    const now = new Date();
    if (env.expiresAt.getTime() <= now.getTime()) throw fail.conflict("This envelope has expired");
    const [signers, events] = await Promise.all([signersOf(tx, tenant.id, env.id), eventsOf(tx, tenant.id, env.id)]);
    let asked = awaitingSigners(signers);
    if (body.signerId) {
      const signer = signers.find((s) => s.id === body.signerId);
      if (!signer) throw fail.validation({ signerId: "Not a signer of this envelope" });
      if (!asked.includes(signer)) throw fail.validation({ signerId: NOT_AWAITING });
      asked = [signer];
    }
    if (asked.length === 0) throw fail.conflict(NOBODY_TO_REMIND);
    const due = remindableSigners(asked, events, now);
    if (due.length === 0) throw fail.conflict(remindedRecently(asked[0].name, lastMailed(events).get(asked[0].id)?.reminded ?? false));
    for (const s of due) await inviteSigner(tx, ctx, env, s, actor.userId, { reminder: "manual", at: now });
    await writeAudit(tx, {
      tenantId: tenant.id,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "esign.remind",
      entityType: "esign_envelope",
      entityId: env.id,
      after: { reminded: due.map((s) => ({ id: s.id, email: s.email })) },
      ip: ctx.ip,
    });
  });
  kickOutbox(db);
  return envelopeDetails(ctx, body.id);
}
