// Reading envelopes (staff): one envelope with its signers (never a token hash), fields, events and what
// the caller may do next (spec sign-tpl-prepare-status); a case's envelopes, each with what the caller may do
// by the same rules; the original or the signed file with the seal's check.
import "server-only";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { getFileStore } from "@/lib/server/storage/file-store";
import { can } from "@/lib/shared/permissions";
import { readFormOrLetter } from "@/lib/modules/documents/forms-and-letters";
import type { DownloadEnvelopeBody, EnvelopeActionsDto, EnvelopeDetails, EnvelopeListRow, VerifyDto } from "./contract";
import { envelopeOr404, envelopeSummary, eventDto, fieldDto, remindableSigners } from "./envelopes";
import { envelopesOfCase, eventsOf, signatureCountsOf, fieldsOf, mailEventsOf, signatureSignersOf, signersOf, signersOfEnvelopes, type EsignEnvelopeRow, type EsignEventRow, type EsignSignerRow } from "./repository";
import { verifySignedPdf } from "./verify";

type ActionInput = {
  env: EsignEnvelopeRow;
  signers: readonly EsignSignerRow[];
  /** The signers with a signature box. */
  withSignature: ReadonlySet<string>;
  events: readonly Pick<EsignEventRow, "kind" | "signerId" | "at">[];
};

/** What the caller may do with the envelope now: exactly what the calls accept (details and list rows alike). */
function envelopeActions(ctx: ActorContext, { env, signers, withSignature, events }: ActionInput, now = new Date()): EnvelopeActionsDto {
  const manage = can(ctx.actor, "esign.manage");
  const live = env.expiresAt.getTime() > now.getTime();
  return {
    saveFields: manage && env.status === "draft",
    send: manage && live && env.status === "draft" && signers.every((s) => withSignature.has(s.id)),
    void: manage && (env.status === "draft" || env.status === "sent"),
    // What esign/remind accepts: a live sent envelope with a signer awaiting who was e-mailed 24 hours ago or more.
    remind: manage && live && env.status === "sent" && remindableSigners(signers, events, now).length > 0,
  };
}

export async function envelopeDetails(ctx: ActorContext, id: string, db: Executor = ctx.db): Promise<EnvelopeDetails> {
  const env = await envelopeOr404(db, ctx.actor, id);
  const [signers, fields, events] = await Promise.all([signersOf(db, env.tenantId, env.id), fieldsOf(db, env.tenantId, env.id), eventsOf(db, env.tenantId, env.id)]);
  const withSignature = new Set(fields.filter((f) => f.kind === "signature").map((f) => f.signerId));
  return {
    ...envelopeSummary(env, signers),
    fields: fields.map(fieldDto),
    events: events.map(eventDto),
    actions: envelopeActions(ctx, { env, signers, withSignature, events }),
  };
}

export async function listEnvelopes(ctx: ActorContext, petitionId: string): Promise<EnvelopeListRow[]> {
  const p = await visibleCaseOr404(ctx.db, ctx.actor, petitionId);
  const rows = await envelopesOfCase(ctx.db, ctx.tenant.id, p.id);
  const ids = rows.map((r) => r.id);
  const [signers, boxes, mails] = await Promise.all([signersOfEnvelopes(ctx.db, ctx.tenant.id, ids), signatureSignersOf(ctx.db, ctx.tenant.id, ids), mailEventsOf(ctx.db, ctx.tenant.id, ids)]);
  const now = new Date();
  return rows.map((env) => {
    const own = signers.filter((s) => s.envelopeId === env.id);
    const withSignature = new Set(boxes.filter((b) => b.envelopeId === env.id).map((b) => b.signerId));
    const events = mails.filter((m) => m.envelopeId === env.id);
    return { ...envelopeSummary(env, own), actions: envelopeActions(ctx, { env, signers: own, withSignature, events }, now) };
  });
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

/** The dashboard's CASE_SIGN_STATS: the caller's own signature requests per status (e-signature envelopes and ink packets). */
export async function mySignatureCounts(ctx: ActorContext): Promise<{ envelopes: Record<string, number>; ink: Record<string, number> }> {
  const c = await signatureCountsOf(ctx.db, ctx.actor.tenantId, ctx.actor.userId);
  return { envelopes: Object.fromEntries(c.envelopes.map((r) => [r.status, r.count])), ink: Object.fromEntries(c.ink.map((r) => [r.status, r.count])) };
}
