// The staff side of e-signature envelopes (issue 13 section 3): make a draft from a case's PDF form or
// letter (a copy of that version is the original; never a USCIS form, signed in ink), place the fields,
// send (one-time links by e-mail: every signer at once, or the first in order), void. Reads: details, list,
// download (views.ts). The signer's side: signing.ts.
import "server-only";
import { readFormOrLetter } from "@/lib/modules/documents/forms-and-letters";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import { AppError, fail } from "@/lib/server/errors";
import { kickOutbox } from "@/lib/server/mail/outbox";
import { assertValidKey, getFileStore } from "@/lib/server/storage/file-store";
import {
  DEFAULT_EXPIRY_DAYS,
  NEEDS_SIGNATURE_FIELD,
  NOT_A_PDF,
  USCIS_FORMS_IN_INK,
  type CreateEnvelopeBody,
  type EnvelopeDetails,
  type SaveFieldsBody,
} from "./contract";
import { openPdf } from "./document";
import { envelopeOr404, inviteSigner, nextToInvite, recordEvents } from "./envelopes";
import { EsignError } from "./errors";
import { sha256Hex } from "./hash";
import { insertEnvelope, insertSigners, replaceFields, signersOf, updateEnvelope } from "./repository";
import { fieldBox } from "./stamp";
import { envelopeDetails } from "./views";

const DAY_MS = 24 * 60 * 60_000;
/** USCIS wants a handwritten signature on its forms: "Form I-129 (01/20/25)", "Form G-28 …". */
const USCIS_FORM = /^form\s+[ig]-\d/i;

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 1024)).includes("%PDF-");

const notDraft = () => fail.conflict("Only a draft envelope can be changed");

function audit(ctx: ActorContext, tx: Parameters<typeof writeAudit>[0], action: string, entityId: string, after: unknown, before?: unknown) {
  return writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action, entityType: "esign_envelope", entityId, before, after, ip: ctx.ip });
}

export async function createEnvelope(ctx: ActorContext, body: CreateEnvelopeBody): Promise<EnvelopeDetails> {
  const { db, actor, tenant } = ctx;
  const { document, bytes } = await readFormOrLetter(ctx, body.documentId);
  if (document.petitionId !== body.petitionId) throw fail.notFound("Document");
  if (USCIS_FORM.test(document.docType) || USCIS_FORM.test(document.docTypeLabel)) throw fail.validation({ documentId: USCIS_FORMS_IN_INK }, USCIS_FORMS_IN_INK);
  if (document.mimetype !== "application/pdf" || !isPdf(bytes)) throw fail.validation({ documentId: NOT_A_PDF }, NOT_A_PDF);
  const pdf = await openPdf(bytes).catch((e: unknown) => {
    throw e instanceof EsignError ? fail.validation({ documentId: e.message }, e.message) : e;
  });
  const id = globalThis.crypto.randomUUID();
  const key = `tenants/${tenant.id}/esign/${id}/original.pdf`;
  assertValidKey(key);
  await getFileStore().put(key, bytes, { contentType: "application/pdf" });
  const now = new Date();
  const orders = body.signers.map((s, i) => (body.order === "parallel" ? 1 : (s.order ?? i + 1)));
  try {
    await db.transaction(async (tx) => {
      const env = await insertEnvelope(tx, {
        id,
        tenantId: tenant.id,
        petitionId: document.petitionId,
        sourceDocumentId: document.id,
        documentName: document.docTypeLabel || document.docType,
        status: "draft",
        signingOrder: body.order,
        message: body.message ?? null,
        expiresAt: new Date(now.getTime() + (body.expiresInDays ?? DEFAULT_EXPIRY_DAYS) * DAY_MS),
        originalSha256: sha256Hex(bytes),
        originalFileKey: key,
        pageCount: pdf.getPageCount(),
        createdByUserId: actor.userId,
      });
      const signers = await insertSigners(
        tx,
        body.signers.map((s, i) => ({ tenantId: tenant.id, envelopeId: env.id, name: s.name, email: s.email.toLowerCase(), signOrder: orders[i] })),
      );
      await recordEvents(tx, ctx, env, [{ kind: "created", actorUserId: actor.userId, details: { sourceDocumentId: document.id, signers: signers.map((s) => s.id) } }]);
      await audit(ctx, tx, "esign.create", env.id, { documentId: document.id, order: body.order, signers: signers.map((s) => ({ id: s.id, email: s.email, order: s.signOrder })) });
    });
  } catch (e) {
    await getFileStore().delete(key).catch(() => undefined);
    throw e;
  }
  return envelopeDetails(ctx, id);
}

export async function saveFields(ctx: ActorContext, body: SaveFieldsBody): Promise<EnvelopeDetails> {
  const { db, actor, tenant } = ctx;
  const stored = await db.transaction(async (tx) => {
    const env = await envelopeOr404(tx, actor, body.id, { forUpdate: true });
    if (env.status !== "draft") throw notDraft();
    const signers = await signersOf(tx, tenant.id, env.id);
    const file = await getFileStore().get(env.originalFileKey);
    if (!file) throw fail.notFound("File");
    const pages = (await openPdf(file.body)).getPages();
    const errors: Record<string, string> = {};
    const rows = body.fields.map((f, i) => {
      const signer = f.signerId ? signers.find((s) => s.id === f.signerId) : signers[f.signerIndex ?? -1];
      if (!signer) errors[`fields.${i}.signerId`] = "Not a signer of this envelope";
      const page = pages[f.page - 1];
      if (!page) errors[`fields.${i}.page`] = `The document has no page ${f.page} (it has ${pages.length})`;
      else {
        try {
          fieldBox(page, { id: String(i), ...f });
        } catch (e) {
          if (!(e instanceof EsignError)) throw e;
          errors[`fields.${i}`] = e.message;
        }
      }
      return { tenantId: tenant.id, envelopeId: env.id, signerId: signer?.id ?? "", kind: f.kind, page: f.page, x: f.x, y: f.y, width: f.width, height: f.height, required: f.required ?? true };
    });
    for (const s of signers) {
      if (!rows.some((r) => r.signerId === s.id && r.kind === "signature")) errors[`signers.${s.id}`] = NEEDS_SIGNATURE_FIELD;
    }
    if (Object.keys(errors).length > 0) {
      const first = Object.values(errors)[0];
      throw new AppError("VALIDATION_ERROR", first, errors);
    }
    await replaceFields(tx, tenant.id, env.id, rows);
    await updateEnvelope(tx, tenant.id, env.id, {});
    await recordEvents(tx, ctx, env, [{ kind: "fields_saved", actorUserId: actor.userId, details: { count: rows.length } }]);
    await audit(ctx, tx, "esign.fields", env.id, { fields: rows.length });
    return env.id;
  });
  return envelopeDetails(ctx, stored);
}

export async function sendEnvelope(ctx: ActorContext, id: string): Promise<EnvelopeDetails> {
  const { db, actor, tenant } = ctx;
  await db.transaction(async (tx) => {
    const env = await envelopeOr404(tx, actor, id, { forUpdate: true });
    if (env.status !== "draft") throw fail.conflict("This envelope was already sent");
    if (env.expiresAt.getTime() <= Date.now()) throw fail.conflict("This envelope has expired");
    const details = await envelopeDetails(ctx, env.id, tx);
    const signers = await signersOf(tx, tenant.id, env.id);
    const lacking = signers.filter((s) => !details.fields.some((f) => f.signerId === s.id && f.kind === "signature"));
    if (lacking.length > 0) throw fail.validation(Object.fromEntries(lacking.map((s) => [`signers.${s.id}`, NEEDS_SIGNATURE_FIELD])), NEEDS_SIGNATURE_FIELD);
    const sent = await updateEnvelope(tx, tenant.id, env.id, { status: "sent" });
    for (const s of nextToInvite(sent.signingOrder === "parallel" ? "parallel" : "sequential", signers)) await inviteSigner(tx, ctx, sent, s, actor.userId);
    await audit(ctx, tx, "esign.send", env.id, { status: "sent" }, { status: "draft" });
  });
  kickOutbox(db);
  return envelopeDetails(ctx, id);
}

export async function voidEnvelope(ctx: ActorContext, id: string, reason: string): Promise<EnvelopeDetails> {
  const { db, actor, tenant } = ctx;
  await db.transaction(async (tx) => {
    const env = await envelopeOr404(tx, actor, id, { forUpdate: true });
    if (env.status !== "draft" && env.status !== "sent") throw fail.conflict(`A ${env.status} envelope cannot be voided`);
    await updateEnvelope(tx, tenant.id, env.id, { status: "voided", voidReason: reason });
    // The links stop working: every token call checks the envelope's status (and answers that it was voided).
    await recordEvents(tx, ctx, env, [{ kind: "voided", actorUserId: actor.userId, details: { reason } }]);
    await audit(ctx, tx, "esign.void", env.id, { status: "voided", reason }, { status: env.status });
  });
  return envelopeDetails(ctx, id);
}
