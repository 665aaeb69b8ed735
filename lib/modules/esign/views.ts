// Reading envelopes (staff): one envelope with its signers (never a token hash), fields, events and what
// the caller may do next (spec sign-tpl-prepare-status); a case's envelopes; the original or the signed file
// with the seal's check.
import "server-only";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { getFileStore } from "@/lib/server/storage/file-store";
import { can } from "@/lib/shared/permissions";
import { readFormOrLetter } from "@/lib/modules/documents/forms-and-letters";
import type { DownloadEnvelopeBody, EnvelopeDetails, EnvelopeSummary, VerifyDto } from "./contract";
import { envelopeOr404, envelopeSummary, eventDto, fieldDto, remindableSigners } from "./envelopes";
import { envelopesOfCase, eventsOf, fieldsOf, signersOf, signersOfEnvelopes } from "./repository";
import { verifySignedPdf } from "./verify";

export async function envelopeDetails(ctx: ActorContext, id: string, db: Executor = ctx.db): Promise<EnvelopeDetails> {
  const env = await envelopeOr404(db, ctx.actor, id);
  const [signers, fields, events] = await Promise.all([signersOf(db, env.tenantId, env.id), fieldsOf(db, env.tenantId, env.id), eventsOf(db, env.tenantId, env.id)]);
  const manage = can(ctx.actor, "esign.manage");
  const now = new Date();
  const live = env.expiresAt.getTime() > now.getTime();
  return {
    ...envelopeSummary(env, signers),
    fields: fields.map(fieldDto),
    events: events.map(eventDto),
    actions: {
      saveFields: manage && env.status === "draft",
      send: manage && live && env.status === "draft" && signers.every((s) => fields.some((f) => f.signerId === s.id && f.kind === "signature")),
      void: manage && (env.status === "draft" || env.status === "sent"),
      // What esign/remind accepts: a live sent envelope with a signer awaiting who was e-mailed 24 hours ago or more.
      remind: manage && live && env.status === "sent" && remindableSigners(signers, events, now).length > 0,
    },
  };
}

export async function listEnvelopes(ctx: ActorContext, petitionId: string): Promise<EnvelopeSummary[]> {
  const p = await visibleCaseOr404(ctx.db, ctx.actor, petitionId);
  const rows = await envelopesOfCase(ctx.db, ctx.tenant.id, p.id);
  const signers = await signersOfEnvelopes(ctx.db, ctx.tenant.id, rows.map((r) => r.id));
  return rows.map((r) => envelopeSummary(r, signers.filter((s) => s.envelopeId === r.id)));
}

const verifyDto = (bytes: Uint8Array): VerifyDto => {
  const v = verifySignedPdf(bytes);
  return { signed: v.signed, intact: v.intact, coversWholeFile: v.coversWholeFile, signerCommonName: v.signerCommonName, signedAt: v.signedAt ? v.signedAt.toISOString() : null };
};

/** The original as sent, or the sealed document (the case's new version) with what its seal says. */
export async function envelopeFile(ctx: ActorContext, body: DownloadEnvelopeBody): Promise<{ fileName: string; mimetype: string; bytes: Uint8Array; verify: VerifyDto | null }> {
  const env = await envelopeOr404(ctx.db, ctx.actor, body.id);
  const base = env.documentName.replace(/[^\w .-]+/g, "").trim() || "document";
  if (body.version === "original") {
    const file = await getFileStore().get(env.originalFileKey);
    if (!file) throw fail.notFound("File");
    return { fileName: `${base}.pdf`, mimetype: "application/pdf", bytes: file.body, verify: null };
  }
  if (!env.signedDocumentId) throw fail.conflict("This envelope has no signed document yet");
  const { document, bytes } = await readFormOrLetter(ctx, env.signedDocumentId);
  return { fileName: document.fileName, mimetype: document.mimetype, bytes, verify: verifyDto(bytes) };
}

/** The seal's check of the envelope's signed document. */
export async function envelopeVerify(ctx: ActorContext, id: string): Promise<VerifyDto> {
  const { verify } = await envelopeFile(ctx, { id, version: "signed" });
  return verify!;
}
