// A signature and the completion it may bring. A signer's values are checked by stamping them on the
// original first (stamp.ts rules: page, box, kind, a readable PNG; nothing is kept). Under the envelope's
// lock the signer is marked signed and, in sequential order, the next signer invited — unless everyone else
// has signed: then this signature completes the envelope. Completion stamps every value on the original,
// appends the certificate page (from the signers' consent, view and signing records), seals the file with the
// firm's own identity (else the platform's: sealingKeyFor), and saves it as the next version of the source
// document in the case's forms and letters (documents' saveSignedFormOrLetter); in that same transaction,
// under the case's and the envelope's locks, the signer is marked signed, the events `signed` and `completed`
// written, the envelope completed and its sender notified. Two last signatures at once: the second finds the
// link used (410), its file removed.
import "server-only";
import { saveSignedFormOrLetter } from "@/lib/modules/documents/forms-and-letters";
import { notifyCase, usersWhoSeeCase } from "@/lib/modules/cases/case-recipients";
import { lockCase } from "@/lib/modules/cases/steps/complete";
import { writeAudit } from "@/lib/server/audit/audit";
import type { PublicContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { getFileStore } from "@/lib/server/storage/file-store";
import { appendCertificate, type CertificateSigner } from "./certificate-page";
import { inviteSigner, nextToInvite, recordEvents, throwIfClosed, type Link } from "./envelopes";
import { sha256Hex } from "./hash";
import { sealingKeyFor } from "./identity-store";
import { signPdf } from "./pades";
import { fieldsOf, findEnvelope, setFieldValue, signersOf, updateEnvelope, updateSigner, type EsignEnvelopeRow, type EsignFieldRow, type EsignSignerRow } from "./repository";
import { completeSignatureStepIfDone } from "./ink/step-done";
import { stampSignatures, type Field, type FieldValue, type FieldValues, type SignatureMethod } from "./stamp";

export type SignerValues = { values: Record<string, FieldValue>; method: SignatureMethod };

const asField = (f: EsignFieldRow): Field => ({ id: f.id, kind: f.kind as Field["kind"], page: f.page, x: f.x, y: f.y, width: f.width, height: f.height, required: f.required });

async function original(env: EsignEnvelopeRow): Promise<Buffer> {
  const file = await getFileStore().get(env.originalFileKey);
  if (!file) throw fail.notFound("File");
  return file.body;
}

/** Under the envelope's lock: the link still open, and whether everyone else has signed. */
async function relock(tx: Executor, ctx: PublicContext, link: Link): Promise<{ env: EsignEnvelopeRow; signer: EsignSignerRow; signers: EsignSignerRow[]; othersDone: boolean }> {
  const env = await findEnvelope(tx, ctx.tenant.id, link.env.id, { forUpdate: true });
  const signers = env ? await signersOf(tx, ctx.tenant.id, env.id) : [];
  const signer = signers.find((s) => s.id === link.signer.id);
  if (!env || !signer) throw fail.notFound("Signing link");
  throwIfClosed({ env, signer });
  return { env, signer, signers, othersDone: signers.every((s) => s.id === signer.id || s.status === "signed") };
}

async function markSigned(tx: Executor, ctx: PublicContext, env: EsignEnvelopeRow, signer: EsignSignerRow, input: SignerValues, at: Date) {
  for (const [id, value] of Object.entries(input.values)) await setFieldValue(tx, ctx.tenant.id, id, value);
  await updateSigner(tx, ctx.tenant.id, signer.id, { status: "signed", signedAt: at, method: input.method, ip: ctx.ip || null, userAgent: ctx.userAgent || null });
  await recordEvents(tx, ctx, env, [{ kind: "signed", signerId: signer.id, at, details: { method: input.method, fields: Object.keys(input.values).length } }]);
}

/** Checks and records one signature; "last" when it is the one that completes the envelope (nothing written then). */
export async function signOne(ctx: PublicContext, link: Link, mine: readonly EsignFieldRow[], input: SignerValues): Promise<"signed" | "last"> {
  await stampSignatures(await original(link.env), mine.map(asField), input.values);
  return ctx.db.transaction(async (tx) => {
    const { env, signer, signers, othersDone } = await relock(tx, ctx, link);
    if (othersDone) return "last";
    const now = new Date();
    await markSigned(tx, ctx, env, signer, input, now);
    if (env.signingOrder === "sequential") {
      const after = signers.map((s) => (s.id === signer.id ? { ...s, status: "signed" } : s));
      for (const next of nextToInvite("sequential", after)) await inviteSigner(tx, ctx, env, next, null);
    }
    return "signed";
  });
}

const certificateSigner = (s: EsignSignerRow, signedAt: Date, over: Partial<CertificateSigner> = {}): CertificateSigner => ({
  name: s.name,
  email: s.email,
  ip: s.ip,
  userAgent: s.userAgent,
  consentedAt: s.consentedAt ?? signedAt,
  viewedAt: s.viewedAt,
  signedAt: s.signedAt ?? signedAt,
  method: (s.method as SignatureMethod | null) ?? "typed",
  ...over,
});

/** The last signature: the sealed document saved as the source's next version and the envelope completed. */
export async function completeEnvelope(ctx: PublicContext, link: Link, input: SignerValues): Promise<void> {
  const { tenant } = ctx;
  const now = new Date();
  const env = link.env;
  const [signers, fields] = await Promise.all([signersOf(ctx.db, tenant.id, env.id), fieldsOf(ctx.db, tenant.id, env.id)]);
  const values: FieldValues = { ...Object.fromEntries(fields.filter((f) => f.value != null).map((f) => [f.id, f.value as FieldValue])), ...input.values };
  const stamped = await stampSignatures(await original(env), fields.map(asField), values);
  const key = await sealingKeyFor(ctx.db, tenant.id, now);
  const withCertificate = await appendCertificate(stamped, {
    documentName: env.documentName,
    envelopeId: env.id,
    originalSha256: env.originalSha256,
    completedAt: now,
    signers: signers.map((s) =>
      s.id === link.signer.id ? certificateSigner(s, now, { signedAt: now, method: input.method, ip: ctx.ip || null, userAgent: ctx.userAgent || null }) : certificateSigner(s, now),
    ),
    sealedBy: { commonName: key.commonName, fingerprint: key.fingerprint },
  });
  const sealed = Buffer.from(
    await signPdf(withCertificate, key, { reason: "Signed electronically by every signer (ESIGN Act / UETA)", name: key.commonName, location: tenant.name, contactInfo: "" }, now),
  );
  const base = env.documentName.replace(/[^\w .-]+/g, "").trim() || "document";
  const file = { name: `${base} (signed).pdf`, mimetype: "application/pdf", size: sealed.byteLength, bytes: sealed };
  await saveSignedFormOrLetter(ctx, { sourceDocumentId: env.sourceDocumentId, file, byUserId: env.createdByUserId }, async (tx, doc) => {
    const petition = await lockCase(tx, tenant.id, env.petitionId);
    const fresh = await relock(tx, ctx, link);
    if (!fresh.othersDone) throw fail.conflict("Another signer has not signed yet");
    await markSigned(tx, ctx, fresh.env, fresh.signer, input, now);
    await updateEnvelope(tx, tenant.id, env.id, { status: "completed", signedDocumentId: doc.id, completedAt: now });
    await recordEvents(tx, ctx, env, [{ kind: "completed", at: now, details: { signedDocumentId: doc.id, version: doc.version, sha256: sha256Hex(sealed) } }]);
    await writeAudit(tx, { tenantId: tenant.id, actorUserId: null, action: "esign.complete", entityType: "esign_envelope", entityId: env.id, after: { signedDocumentId: doc.id, version: doc.version }, ip: ctx.ip });
    const recipients = await usersWhoSeeCase(tx, tenant.id, petition.id, [env.createdByUserId]);
    await notifyCase(tx, petition, { actorUserId: null, recipients, kind: "esign.completed", params: { document: env.documentName, signers: fresh.signers.length } });
    if (env.signatureStep) await completeSignatureStepIfDone(tx, ctx, petition.id);
  });
}
