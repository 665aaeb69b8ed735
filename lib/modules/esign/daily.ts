// The daily review of the envelopes out for signature ("esign.daily", jobs.ts), firm by firm, each
// envelope in its own transaction under the case's and the envelope's locks (the order completion and
// decline take them in):
// - past `expires_at`: the envelope becomes `expired` (its links already answer 410), an `expired` event,
//   and the sender is told (`esign.expired`);
// - a signer awaiting (sent or viewed) whose last e-mail (`sent` or `reminded` event) is 3 calendar days old
//   or more gets an automatic reminder — inviteSigner, as esign/remind, with a new link and a `reminded`
//   event marked automatic — unless the envelope expires today;
// - an envelope expiring within 2 days, signatures still missing, is announced to its sender once
//   (`esign.expiring`, an `expiry_warned` event remembers it).
// Days are UTC calendar days, as the other daily jobs count them; every event carries the review's `at`.
// Idempotent: a second run the same day finds the envelope expired, the signers e-mailed today, the
// warning recorded, and sends nothing.
import "server-only";
import { notifyCase, usersWhoSeeCase } from "@/lib/modules/cases/case-recipients";
import { lockCase } from "@/lib/modules/cases/steps/complete";
import type { PetitionRow } from "@/db/schema/cases";
import { writeAudit } from "@/lib/server/audit/audit";
import type { Db, Executor } from "@/lib/server/db/client";
import { AppError } from "@/lib/server/errors";
import { kickOutbox } from "@/lib/server/mail/outbox";
import { diffDays } from "@/lib/shared/calendar/days";
import { awaitingSigners, inviteSigner, lastMailed, recordEvents } from "./envelopes";
import { eventsOf, findEnvelope, firmsWithSentEnvelopes, sentEnvelopeIds, signersOf, updateEnvelope } from "./repository";

/** An automatic reminder goes to a signer whose last e-mail is this many calendar days old. */
export const AUTO_REMIND_DAYS = 3;
/** The sender is told when the envelope expires within this many days with signatures missing. */
export const EXPIRY_WARNING_DAYS = 2;

export type DailyResult = { expired: number; reminded: number; warned: number };
type Firm = { id: string; slug: string; name: string };

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The case, locked, or null when it was deleted (its envelopes then only expire, silently). */
async function lockedCase(tx: Executor, tenantId: string, petitionId: string): Promise<PetitionRow | null> {
  try {
    return await lockCase(tx, tenantId, petitionId);
  } catch (e) {
    if (e instanceof AppError && e.code === "NOT_FOUND") return null;
    throw e;
  }
}

async function reviewEnvelope(tx: Executor, firm: Firm, ref: { id: string; petitionId: string }, at: Date): Promise<DailyResult> {
  const done: DailyResult = { expired: 0, reminded: 0, warned: 0 };
  const petition = await lockedCase(tx, firm.id, ref.petitionId);
  const env = await findEnvelope(tx, firm.id, ref.id, { forUpdate: true });
  if (!env || env.status !== "sent") return done;
  const req = { ip: "", userAgent: "", tenant: firm };
  const today = dayOf(at);
  const expiresOn = dayOf(env.expiresAt);
  const tell = async (kind: "esign.expired" | "esign.expiring", params: Record<string, string | number>) => {
    if (!petition) return;
    const recipients = await usersWhoSeeCase(tx, firm.id, petition.id, [env.createdByUserId]);
    await notifyCase(tx, petition, { actorUserId: null, recipients, kind, params: { document: env.documentName, ...params } });
  };

  if (env.expiresAt.getTime() <= at.getTime()) {
    await updateEnvelope(tx, firm.id, env.id, { status: "expired" });
    await recordEvents(tx, req, env, [{ kind: "expired", at, details: { expiresAt: env.expiresAt.toISOString() } }]);
    await writeAudit(tx, { tenantId: firm.id, actorUserId: null, action: "esign.expire", entityType: "esign_envelope", entityId: env.id, before: { status: "sent" }, after: { status: "expired" } });
    await tell("esign.expired", { date: expiresOn });
    done.expired = 1;
    return done;
  }
  if (!petition) return done;

  const [signers, events] = await Promise.all([signersOf(tx, firm.id, env.id), eventsOf(tx, firm.id, env.id)]);
  if (expiresOn > today) {
    const last = lastMailed(events);
    for (const s of awaitingSigners(signers)) {
      const mailed = last.get(s.id);
      if (mailed && diffDays(dayOf(mailed.at), today) < AUTO_REMIND_DAYS) continue;
      await inviteSigner(tx, req, env, s, null, { reminder: "automatic", at });
      done.reminded++;
    }
  }
  const daysLeft = diffDays(today, expiresOn);
  if (daysLeft <= EXPIRY_WARNING_DAYS && !events.some((e) => e.kind === "expiry_warned")) {
    const missing = signers.filter((s) => s.status !== "signed").length;
    await recordEvents(tx, req, env, [{ kind: "expiry_warned", at, details: { expiresAt: env.expiresAt.toISOString(), missing } }]);
    await tell("esign.expiring", { date: expiresOn, days: daysLeft, missing });
    done.warned = 1;
  }
  return done;
}

/** The review of every firm's sent envelopes at `at` (now, or the job's injected time). */
export async function reviewEnvelopes(db: Db, at: Date): Promise<DailyResult> {
  const total: DailyResult = { expired: 0, reminded: 0, warned: 0 };
  for (const firm of await firmsWithSentEnvelopes(db)) {
    for (const ref of await sentEnvelopeIds(db, firm.id)) {
      const r = await db.transaction((tx) => reviewEnvelope(tx, firm, ref, at));
      total.expired += r.expired;
      total.reminded += r.reminded;
      total.warned += r.warned;
    }
  }
  if (total.reminded + total.expired + total.warned > 0) kickOutbox(db);
  return total;
}
