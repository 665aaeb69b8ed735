// What the staff calls and the signer's calls share: an envelope within the caller's reach (the case's:
// another firm's or an unseen case's envelope is 404), the event rows, the rows as answered, and the
// signer's invitation e-mail with its one-time link.
import "server-only";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import type { Actor } from "@/lib/server/auth/session";
import { hashToken, newToken } from "@/lib/server/auth/crypto";
import type { Executor } from "@/lib/server/db/client";
import { AppError, fail } from "@/lib/server/errors";
import { linkMail } from "@/lib/server/mail/link-mail";
import { enqueueMail } from "@/lib/server/mail/outbox";
import { tenantUrl } from "@/lib/server/tenancy/tenant";
import type { TenantRow } from "@/lib/server/tenancy/tenant";
import { LINK_USED, SIGN_DOCUMENT_PATH, type EnvelopeStatus, type EventDto, type EventKind, type FieldDto, type SignerDto, type SignerStatus, type SigningOrder, type EnvelopeSummary } from "./contract";
import { appendEvents, findEnvelope, updateSigner, type EsignEnvelopeRow, type EsignEventRow, type EsignFieldRow, type EsignSignerRow } from "./repository";
import type { FieldKind } from "./stamp";

/** The envelope of the caller's firm whose case the caller sees, else 404. */
export async function envelopeOr404(db: Executor, actor: Actor, id: string, opts: { forUpdate?: boolean } = {}): Promise<EsignEnvelopeRow> {
  const env = await findEnvelope(db, actor.tenantId, id, opts);
  if (!env) throw fail.notFound("Envelope");
  await visibleCaseOr404(db, actor, env.petitionId).catch(() => {
    throw fail.notFound("Envelope");
  });
  return env;
}

type EventInput = { kind: EventKind; signerId?: string | null; actorUserId?: string | null; details?: Record<string, unknown>; at?: Date };

/** Appends events of one envelope with the request's IP and user agent. */
export function recordEvents(tx: Executor, req: { ip: string; userAgent: string }, env: Pick<EsignEnvelopeRow, "id" | "tenantId">, events: readonly EventInput[]) {
  return appendEvents(
    tx,
    events.map((e) => ({
      tenantId: env.tenantId,
      envelopeId: env.id,
      signerId: e.signerId ?? null,
      kind: e.kind,
      at: e.at ?? new Date(),
      actorUserId: e.actorUserId ?? null,
      ip: req.ip || null,
      userAgent: req.userAgent ? req.userAgent.slice(0, 500) : null,
      details: e.details ?? {},
    })),
  );
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const signerDto = (s: EsignSignerRow): SignerDto => ({
  id: s.id,
  name: s.name,
  email: s.email,
  order: s.signOrder,
  status: s.status as SignerStatus,
  consentedAt: iso(s.consentedAt),
  viewedAt: iso(s.viewedAt),
  signedAt: iso(s.signedAt),
  declinedAt: iso(s.declinedAt),
  declineReason: s.declineReason,
  method: s.method,
});

export const fieldDto = (f: EsignFieldRow): FieldDto => ({
  id: f.id,
  signerId: f.signerId,
  kind: f.kind as FieldKind,
  page: f.page,
  x: f.x,
  y: f.y,
  width: f.width,
  height: f.height,
  required: f.required,
  filled: f.value != null,
});

export const eventDto = (e: EsignEventRow): EventDto => ({
  id: e.id,
  kind: e.kind as EventKind,
  signerId: e.signerId,
  at: e.at.toISOString(),
  actorUserId: e.actorUserId,
  ip: e.ip,
  userAgent: e.userAgent,
  details: (e.details ?? {}) as Record<string, unknown>,
});

export const envelopeSummary = (e: EsignEnvelopeRow, signers: readonly EsignSignerRow[]): EnvelopeSummary => ({
  id: e.id,
  petitionId: e.petitionId,
  sourceDocumentId: e.sourceDocumentId,
  documentName: e.documentName,
  status: e.status as EnvelopeStatus,
  order: e.signingOrder as SigningOrder,
  message: e.message,
  expiresAt: e.expiresAt.toISOString(),
  pageCount: e.pageCount,
  originalSha256: e.originalSha256,
  signedDocumentId: e.signedDocumentId,
  createdBy: e.createdByUserId,
  createdAt: e.createdAt.toISOString(),
  completedAt: iso(e.completedAt),
  signers: signers.map(signerDto),
});

/** How a link is e-mailed: the first invitation, or a reminder asked by staff or made by the daily job. */
export type Invitation = { reminder?: "manual" | "automatic"; at?: Date };

/**
 * A new one-time link for `signer` (its hash replaces any earlier one, so an older link stops working; the
 * token expires with the envelope), the e-mail in the outbox and the event: `sent` for the invitation (the
 * signer becomes `sent`), `reminded` for a reminder (the signer keeps `sent` or `viewed`). The caller kicks
 * the outbox.
 */
export async function inviteSigner(
  tx: Executor,
  req: { ip: string; userAgent: string; tenant: Pick<TenantRow, "slug" | "name"> },
  env: EsignEnvelopeRow,
  signer: EsignSignerRow,
  actorUserId: string | null,
  how: Invitation = {},
): Promise<void> {
  const raw = newToken();
  const status = how.reminder ? signer.status : "sent";
  await updateSigner(tx, env.tenantId, signer.id, { status, tokenHash: hashToken(raw), tokenExpiresAt: env.expiresAt });
  const link = tenantUrl(req.tenant.slug, `${SIGN_DOCUMENT_PATH}?token=${encodeURIComponent(raw)}`);
  const firm = req.tenant.name;
  const subject = `${firm}: please sign "${env.documentName}"`;
  const mail = linkMail(how.reminder ? "esign.sign-reminder" : "esign.sign-request", how.reminder ? `Reminder: ${subject}` : subject, {
    greeting: `Hello ${signer.name},`,
    paragraphs: [
      how.reminder
        ? `A reminder: ${firm} still asks you to sign "${env.documentName}" electronically. Use the link in this e-mail; links in earlier e-mails no longer work.`
        : `${firm} asks you to sign "${env.documentName}" electronically.`,
      ...(env.message ? [env.message] : []),
      "No sign-in is needed: open the link below, read the document, agree to sign electronically and sign. You may ask the firm for a paper copy instead.",
      `The link is personal and works until ${env.expiresAt.toISOString().slice(0, 10)}. Please do not forward this e-mail.`,
    ],
    action: { label: "Review and sign", url: link },
  });
  await enqueueMail(tx, { tenantId: env.tenantId, to: signer.email, ...mail });
  const details = how.reminder ? { email: signer.email, automatic: how.reminder === "automatic" } : { email: signer.email };
  await recordEvents(tx, req, env, [{ kind: how.reminder ? "reminded" : "sent", signerId: signer.id, actorUserId, details, at: how.at }]);
}

/** The signers whose turn it is and who have not signed: e-mailed a link (`sent`) or looking at it (`viewed`). */
export const awaitingSigners = (signers: readonly EsignSignerRow[]): EsignSignerRow[] => signers.filter((s) => s.status === "sent" || s.status === "viewed");

/** When each signer was last e-mailed a link (their newest `sent` or `reminded` event), and whether that was a reminder. */
export function lastMailed(events: readonly Pick<EsignEventRow, "kind" | "signerId" | "at">[]): Map<string, { at: Date; reminded: boolean }> {
  const last = new Map<string, { at: Date; reminded: boolean }>();
  for (const e of events) {
    if (!e.signerId || (e.kind !== "sent" && e.kind !== "reminded")) continue;
    const seen = last.get(e.signerId);
    if (!seen || seen.at.getTime() <= e.at.getTime()) last.set(e.signerId, { at: e.at, reminded: e.kind === "reminded" });
  }
  return last;
}

/** A signer is reminded by staff at most once a day: 24 hours after their last e-mail. */
export const REMIND_AFTER_MS = 24 * 60 * 60_000;

/** The awaiting signers staff may remind at `now`: e-mailed 24 hours ago or more (the rule of `esign/remind` and of `actions.remind`). */
export function remindableSigners(signers: readonly EsignSignerRow[], events: readonly Pick<EsignEventRow, "kind" | "signerId" | "at">[], now: Date): EsignSignerRow[] {
  const last = lastMailed(events);
  return awaitingSigners(signers).filter((s) => now.getTime() - (last.get(s.id)?.at.getTime() ?? 0) >= REMIND_AFTER_MS);
}

/** The signers to invite now: all pending ones (parallel), or the first of the lowest order not yet signed (sequential). */
export function nextToInvite(order: SigningOrder, signers: readonly EsignSignerRow[]): EsignSignerRow[] {
  const open = signers.filter((s) => s.status !== "signed" && s.status !== "declined");
  if (order === "parallel") return open.filter((s) => s.status === "pending");
  const lowest = Math.min(...open.map((s) => s.signOrder));
  return open.filter((s) => s.signOrder === lowest && s.status === "pending");
}

const CLOSED: Record<string, string> = {
  voided: "This document was voided by the sender; the link no longer works",
  declined: "Signing this document was declined; the link no longer works",
  completed: "This document is already signed by everyone",
  expired: "This signing link has expired. Please ask the sender for a new one",
};

/** An open token link: the signer and their envelope. */
export type Link = { signer: EsignSignerRow; env: EsignEnvelopeRow };

/** Throws the 410 a closed link answers. */
export function throwIfClosed({ signer, env }: Link, now = new Date()): void {
  if (signer.status === "signed") throw new AppError("QUESTIONNAIRE_SUBMITTED", LINK_USED);
  if (signer.status === "declined" || env.status === "declined") throw new AppError("QUESTIONNAIRE_EXPIRED", CLOSED.declined);
  if (env.status === "voided" || env.status === "completed") throw new AppError("QUESTIONNAIRE_EXPIRED", CLOSED[env.status]);
  const expired = env.status === "expired" || env.expiresAt.getTime() <= now.getTime() || (signer.tokenExpiresAt !== null && signer.tokenExpiresAt.getTime() <= now.getTime());
  if (expired || env.status !== "sent") throw new AppError("QUESTIONNAIRE_EXPIRED", CLOSED.expired);
}
