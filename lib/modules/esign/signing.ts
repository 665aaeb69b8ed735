// The signer's side (no session): the one-time link's token comes as `Authorization: Bearer`, is hashed
// and looked up in the firm of the host. Unknown → 404; already signed with it → 410 QUESTIONNAIRE_SUBMITTED;
// voided, declined, completed or expired → 410 QUESTIONNAIRE_EXPIRED with a message saying which (the codes
// every token link of the product answers). A link opens one signer of one envelope and expires with it.
import "server-only";
import type { PublicContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { hashToken } from "@/lib/server/auth/crypto";
import { AppError, fail } from "@/lib/server/errors";
import { kickOutbox } from "@/lib/server/mail/outbox";
import { DEFAULT_SIGNED_URL_SECONDS, getFileStore } from "@/lib/server/storage/file-store";
import { lockCase } from "@/lib/modules/cases/steps/complete";
import { notifyCase, usersWhoSeeCase } from "@/lib/modules/cases/case-recipients";
import { CONSENT_FIRST, CONSENT_TEXT, CONSENT_VERSION, type SignBody, type SignerStatus, type SignerView } from "./contract";
import { fieldDto, recordEvents, throwIfClosed, type Link } from "./envelopes";
import { fieldsOf, findEnvelope, findSignerByTokenHash, updateEnvelope, updateSigner } from "./repository";
import { completeEnvelope, signOne, type SignerValues } from "./complete";
import type { FieldValue } from "./stamp";

/** The open link of the request's bearer token, else the 404 / 410 the page explains. */
export async function openLink(db: Executor, ctx: PublicContext, opts: { forUpdate?: boolean } = {}): Promise<Link> {
  const raw = ctx.bearer ?? "";
  const signer = raw && raw.length <= 200 ? await findSignerByTokenHash(db, ctx.tenant.id, hashToken(raw)) : null;
  const env = signer ? await findEnvelope(db, ctx.tenant.id, signer.envelopeId, opts) : null;
  if (!signer || !env) throw fail.notFound("Signing link");
  // Re-read under the envelope's lock: the signer row is only written with the envelope locked.
  const fresh = opts.forUpdate ? ((await findSignerByTokenHash(db, ctx.tenant.id, hashToken(raw))) ?? signer) : signer;
  const link = { signer: fresh, env };
  throwIfClosed(link);
  return link;
}

/** What the signing page shows; the first look records `viewed`. */
export async function signerDetails(ctx: PublicContext): Promise<SignerView> {
  const { db, tenant } = ctx;
  const { signer, env } = await db.transaction(async (tx) => {
    const link = await openLink(tx, ctx, { forUpdate: true });
    if (link.signer.viewedAt) return link;
    const now = new Date();
    const status: SignerStatus = link.signer.status === "sent" ? "viewed" : (link.signer.status as SignerStatus);
    const signer = await updateSigner(tx, tenant.id, link.signer.id, { viewedAt: now, status, ip: ctx.ip || null, userAgent: ctx.userAgent || null });
    await recordEvents(tx, ctx, link.env, [{ kind: "viewed", signerId: signer.id, at: now }]);
    return { signer, env: link.env };
  });
  const fields = (await fieldsOf(db, tenant.id, env.id)).filter((f) => f.signerId === signer.id);
  return {
    documentName: env.documentName,
    firmName: tenant.name,
    signerName: signer.name,
    message: env.message,
    expiresAt: env.expiresAt.toISOString(),
    pageCount: env.pageCount,
    consentText: CONSENT_TEXT,
    consentGiven: signer.consentedAt !== null,
    status: signer.status as SignerStatus,
    fields: fields.map(fieldDto),
  };
}

/** A 5-minute link to the original PDF (as sent, nothing stamped). */
export async function signerDocument(ctx: PublicContext): Promise<{ url: string; fileName: string; mimetype: string }> {
  const { env } = await openLink(ctx.db, ctx);
  const fileName = `${env.documentName.replace(/[^\w .-]+/g, "").trim() || "document"}.pdf`;
  const url = await getFileStore().signedUrl(env.originalFileKey, { fileName, expiresIn: DEFAULT_SIGNED_URL_SECONDS });
  return { url, fileName, mimetype: "application/pdf" };
}

/** The ESIGN / UETA consent, with its time, IP address and user agent (given once). */
export async function giveConsent(ctx: PublicContext): Promise<{ consentedAt: string }> {
  const { db, tenant } = ctx;
  return db.transaction(async (tx) => {
    const { signer, env } = await openLink(tx, ctx, { forUpdate: true });
    if (signer.consentedAt) return { consentedAt: signer.consentedAt.toISOString() };
    const now = new Date();
    await updateSigner(tx, tenant.id, signer.id, { consentedAt: now, ip: ctx.ip || null, userAgent: ctx.userAgent || null });
    await recordEvents(tx, ctx, env, [{ kind: "consented", signerId: signer.id, at: now, details: { consentVersion: CONSENT_VERSION, text: CONSENT_TEXT } }]);
    return { consentedAt: now.toISOString() };
  });
}

/** The signer's values by field: date fields get the signing day; every other of their fields what they sent. */
function valuesOf(ctx: PublicContext, mine: readonly { id: string; kind: string }[], body: SignBody): SignerValues {
  const errors: Record<string, string> = {};
  for (const id of Object.keys(body.values)) if (!mine.some((f) => f.id === id)) errors[`values.${id}`] = "Not a field of this signer";
  if (Object.keys(errors).length > 0) throw new AppError("VALIDATION_ERROR", Object.values(errors)[0], errors);
  const values: Record<string, FieldValue> = {};
  for (const f of mine) {
    const v = body.values[f.id];
    if (f.kind === "date") values[f.id] = { type: "date", date: ctx.clock.today };
    else if (v) values[f.id] = v;
  }
  const drawn = mine.some((f) => (f.kind === "signature" || f.kind === "initials") && values[f.id]?.type === "drawn");
  return { values, method: drawn ? "drawn" : "typed" };
}

/** The signer signs; the last one's signature completes the envelope (complete.ts). */
export async function signDocument(ctx: PublicContext, body: SignBody): Promise<{ status: "signed"; envelopeStatus: "sent" | "completed" }> {
  const link = await openLink(ctx.db, ctx);
  if (!link.signer.consentedAt) throw fail.conflict(CONSENT_FIRST);
  const mine = (await fieldsOf(ctx.db, ctx.tenant.id, link.env.id)).filter((f) => f.signerId === link.signer.id);
  const input = valuesOf(ctx, mine, body);
  const done = await signOne(ctx, link, mine, input);
  if (done === "last") await completeEnvelope(ctx, link, input);
  kickOutbox(ctx.db);
  return { status: "signed", envelopeStatus: done === "last" ? "completed" : "sent" };
}

/** The signer declines: the envelope is declined (every link stops working) and its sender is told. */
export async function declineDocument(ctx: PublicContext, reason: string): Promise<{ status: "declined" }> {
  const { db, tenant } = ctx;
  const first = await openLink(db, ctx);
  await db.transaction(async (tx) => {
    // The case first, then the envelope: the order completion takes them in.
    const petition = await lockCase(tx, tenant.id, first.env.petitionId);
    const { signer, env } = await openLink(tx, ctx, { forUpdate: true });
    const now = new Date();
    await updateSigner(tx, tenant.id, signer.id, { status: "declined", declinedAt: now, declineReason: reason, ip: ctx.ip || null, userAgent: ctx.userAgent || null });
    await updateEnvelope(tx, tenant.id, env.id, { status: "declined" });
    await recordEvents(tx, ctx, env, [{ kind: "declined", signerId: signer.id, at: now, details: { reason } }]);
    const recipients = await usersWhoSeeCase(tx, tenant.id, petition.id, [env.createdByUserId]);
    await notifyCase(tx, petition, { actorUserId: null, recipients, kind: "esign.declined", params: { document: env.documentName, name: signer.name, reason } });
  });
  kickOutbox(db);
  return { status: "declined" };
}
