// Wet-ink signature requests (issue 13 section 3). USCIS takes only handwritten signatures on its forms, so
// a filled form is never e-signed: its signature pages go to the signer as a packet (cover page + the pages
// with the boxes outlined, uscis-forms packet.ts), the scan of the signed pages comes back (checked: a PDF
// with the packet's signature pages, with or without the cover) and is kept with the case's forms and letters
// ("Form I-129 (01/20/25) - signed pages", a document of its own: the filled form's versions stay whole),
// and the case records who holds the signed originals where (USCIS may ask for them).
// Reads: the case's staff and its petitioner (esign.read); the petitioner or the staff upload the scan
// (esign.ink-upload); the staff request, cancel and record the originals (esign.manage).
import "server-only";
import { PDFDocument } from "pdf-lib";
import { todayOf, visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { lockCase } from "@/lib/modules/cases/steps/complete";
import { readFormOrLetter, saveFormOrLetterWithin } from "@/lib/modules/documents/forms-and-letters";
import { USCIS_FORMS, type FormEdition } from "@/lib/modules/uscis-forms/editions";
import { signatureBoxPlaces, signaturePacket, type PlacedSignatureBox } from "@/lib/modules/uscis-forms/packet";
import { caseNumberOf, filledFormsOfCase, type StoredFormDocument } from "@/lib/modules/uscis-forms/versions";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import type { UploadAccept, UploadedFile } from "@/lib/server/http/define-upload-route";
import { fileBytes } from "@/lib/server/storage/uploaded-file";
import { assertValidKey, getFileStore } from "@/lib/server/storage/file-store";
import { can } from "@/lib/shared/permissions";
import { MSG } from "@/lib/shared/validation/messages";
import { caseClientSignatories } from "@/lib/modules/companies/signatories/service";
import type { SignerRole } from "@/lib/modules/uscis-forms/signature-boxes";
import { acceptedUploadMime } from "@/lib/shared/validation/upload";
import { INK_CLOSED, NOT_A_FORM, ONE_SIGNER, scanPagesMessage, SIGNATORY_SIGNS_PETITIONER, type InkBox, type InkCreateBody, type InkFormOption, type InkList, type InkRequestDto, type InkStatus } from "./contract";
import { findInkRequest, inkRequestsOfCase, insertInkRequest, updateInkRequest, userNames, type EsignInkRequestRow } from "./repository";
import { completeSignatureStepIfDone } from "./step-done";

export const SCAN_NOT_A_PDF = "The signed pages must be scanned into one PDF";
/** The upload check of the scan (defineUploadRoute `accept`). */
export const SIGNED_SCAN_FILE: UploadAccept = { mime: (f) => (acceptedUploadMime(f) === "application/pdf" ? "application/pdf" : null), message: SCAN_NOT_A_PDF };

const DEFAULT_RETURN = "Keep the signed originals safe and send them to the firm when it asks: USCIS may ask to see them.";

const boxDto = (b: PlacedSignatureBox): InkBox => ({ field: b.field, label: b.label, role: b.role, page: b.page, byDefault: b.byDefault });

function editionOf(form: string, edition: string): FormEdition | null {
  const f = (USCIS_FORMS as Record<string, { editions: readonly FormEdition[] }>)[form];
  return f?.editions.find((e) => e.edition === edition) ?? null;
}

function audit(ctx: ActorContext, tx: Executor, action: string, entityId: string, after: unknown, before?: unknown) {
  return writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action, entityType: "esign_ink_request", entityId, before, after, ip: ctx.ip });
}

/** The roles of a case's client side: who a request is for when the caller names no box. */
const CLIENT_ROLES: readonly SignerRole[] = ["petitioner", "applicant"];

type Signer = { name: string; title: string | null; onBehalfOf: string | null; signatory: boolean };

/**
 * Who signs the packet (issue 34 §3: the signing person, never the company): the named signatory of the case's
 * client (404 when not one of its active signatories); else the name given (the applicant, a preparer …); else
 * the client's first active signatory; else 422 on `signerName`.
 */
async function signerOf(ctx: ActorContext, companyId: string | null, body: InkCreateBody, at: (k: string) => string): Promise<Signer> {
  const signatories = await caseClientSignatories(ctx, companyId);
  const asSigner = (s: (typeof signatories)[number]): Signer => ({ name: s.name, title: s.title, onBehalfOf: s.companyName, signatory: true });
  if (body.signatoryId) {
    const s = signatories.find((x) => x.id === body.signatoryId);
    if (!s) throw fail.notFound("Signatory");
    return asSigner(s);
  }
  if (body.signerName) return { name: body.signerName, title: null, onBehalfOf: null, signatory: false };
  if (signatories[0]) return asSigner(signatories[0]);
  throw fail.validation({ [at("signerName")]: MSG.required("Signer") });
}

/** A packet made and stored, waiting for its row (the caller's transaction). */
export type PreparedInk = { values: Parameters<typeof insertInkRequest>[1]; key: string };

/**
 * Checks the request and stores its packet (before any transaction: a file write is no database write).
 * `field` names the body's key in refusals (`inkForms.0` when the workflow step sends several).
 */
export async function prepareInkRequest(ctx: ActorContext, body: InkCreateBody, field = ""): Promise<PreparedInk> {
  const at = (k: string) => (field ? `${field}.${k}` : k);
  const { petition, forms } = await filledFormsOfCase(ctx, body.petitionId);
  const target = forms.find((f) => f.versions.some((v) => v.documentId === body.documentId));
  if (!target) {
    const { document } = await readFormOrLetter(ctx, body.documentId).catch(() => ({ document: null }));
    if (document && document.petitionId === petition.id) throw fail.validation({ [at("documentId")]: NOT_A_FORM }, NOT_A_FORM);
    throw fail.notFound("Document");
  }
  const edition = editionOf(target.form, target.edition);
  if (!edition) throw fail.validation({ [at("documentId")]: `The ${target.edition} edition of Form ${target.form} has no signature boxes on file` });
  const signer = await signerOf(ctx, petition.petitionerId, body, at);
  const roleOf = (f: string) => edition.signatures.find((s) => s.field === f)?.role;
  // The defaults are the signer's own boxes: a signatory's the petitioner's; else the petitioner's or the applicant's. Never the preparer's.
  const fields = body.fields ?? edition.signatures.filter((s) => s.byDefault && (signer.signatory ? s.role === "petitioner" : CLIENT_ROLES.includes(s.role))).map((s) => s.field);
  const errors: Record<string, string> = {};
  fields.forEach((f, i) => {
    if (!roleOf(f)) errors[at(`fields.${i}`)] = `Not a signature box of ${target.name}`;
    else if (signer.signatory && roleOf(f) !== "petitioner") errors[at(`fields.${i}`)] = SIGNATORY_SIGNS_PETITIONER;
  });
  if (!Object.keys(errors).length && new Set(fields.map(roleOf)).size > 1) errors[at("fields")] = ONE_SIGNER;
  if (Object.keys(errors).length) throw fail.validation(errors);
  const { bytes } = await readFormOrLetter(ctx, body.documentId);
  const packet = await signaturePacket({
    form: target.form,
    edition,
    formBytes: new Uint8Array(bytes),
    fields: [...new Set(fields)],
    caseNumber: caseNumberOf(petition),
    firmName: ctx.tenant.name,
    signerName: signer.name,
    signerTitle: signer.title,
    onBehalfOf: signer.onBehalfOf,
    requestedOn: todayOf(ctx),
    returnInstructions: body.returnInstructions ?? DEFAULT_RETURN,
  }).catch((e: unknown) => {
    throw fail.validation({ [at("documentId")]: e instanceof Error ? e.message : String(e) });
  });
  const id = globalThis.crypto.randomUUID();
  const key = `tenants/${ctx.tenant.id}/esign/ink/${id}/packet.pdf`;
  assertValidKey(key);
  await getFileStore().put(key, Buffer.from(packet.bytes), { contentType: "application/pdf" });
  return {
    key,
    values: {
      id,
      tenantId: ctx.tenant.id,
      petitionId: petition.id,
      form: target.form,
      edition: target.edition,
      sourceDocumentId: body.documentId,
      fields: packet.boxes.map((b) => b.field),
      pages: packet.pages,
      packetFileKey: key,
      packetPageCount: packet.pageCount,
      signerName: signer.title ? `${signer.name}, ${signer.title}` : signer.name,
      requestedByUserId: ctx.actor.userId,
    },
  };
}

export async function discardPrepared(prepared: readonly PreparedInk[]): Promise<void> {
  await Promise.all(prepared.map((p) => getFileStore().delete(p.key).catch(() => undefined)));
}

/** Inserts prepared requests in the caller's transaction. */
export async function commitPrepared(ctx: ActorContext, tx: Executor, prepared: readonly PreparedInk[], signatureStep: boolean): Promise<EsignInkRequestRow[]> {
  const rows: EsignInkRequestRow[] = [];
  for (const p of prepared) {
    const row = await insertInkRequest(tx, { ...p.values, signatureStep });
    await audit(ctx, tx, "esign.ink_request", row.id, { form: row.form, edition: row.edition, sourceDocumentId: row.sourceDocumentId, fields: row.fields, signer: row.signerName, signatureStep });
    rows.push(row);
  }
  return rows;
}

export async function createInkRequest(ctx: ActorContext, body: InkCreateBody): Promise<InkRequestDto> {
  const prepared = await prepareInkRequest(ctx, body);
  try {
    const [row] = await ctx.db.transaction(async (tx) => {
      await visibleCaseOr404(tx, ctx.actor, body.petitionId);
      return commitPrepared(ctx, tx, [prepared], false);
    });
    return (await toDtos(ctx, [row]))[0];
  } catch (e) {
    await discardPrepared([prepared]);
    throw e;
  }
}

async function toDtos(ctx: ActorContext, rows: readonly EsignInkRequestRow[], db: Executor = ctx.db): Promise<InkRequestDto[]> {
  const names = await userNames(db, rows.flatMap((r) => [r.requestedByUserId, ...(r.receivedByUserId ? [r.receivedByUserId] : [])]));
  const person = (id: string | null) => (id ? { id, name: names.get(id) ?? "" } : null);
  const manage = can(ctx.actor, "esign.manage");
  const upload = can(ctx.actor, "esign.ink-upload");
  const out: InkRequestDto[] = [];
  for (const r of rows) {
    const edition = editionOf(r.form, r.edition);
    const boxes = edition ? (await signatureBoxPlaces(edition)).filter((b) => r.fields.includes(b.field)).map(boxDto) : [];
    const status = r.status as InkStatus;
    out.push({
      id: r.id,
      petitionId: r.petitionId,
      form: r.form,
      edition: r.edition,
      documentName: `Form ${r.form} (${r.edition})`,
      sourceDocumentId: r.sourceDocumentId,
      boxes,
      pages: r.pages,
      packetPageCount: r.packetPageCount,
      signerName: r.signerName,
      status,
      signatureStep: r.signatureStep,
      requestedAt: r.createdAt.toISOString(),
      requestedBy: person(r.requestedByUserId),
      scan: r.scanDocumentId && r.receivedAt ? { documentId: r.scanDocumentId, fileName: scanFileName(r), receivedAt: r.receivedAt.toISOString(), receivedBy: person(r.receivedByUserId) } : null,
      originals: r.originalsHolder && r.originalsLocation && r.originalsRecordedAt ? { holder: r.originalsHolder, location: r.originalsLocation, recordedAt: r.originalsRecordedAt.toISOString() } : null,
      cancelReason: r.cancelReason,
      actions: { upload: upload && status === "requested", originals: manage && status === "received", cancel: manage && status === "requested" },
    });
  }
  return out;
}

/** The scan's forms-and-letters document on the case: "Form I-129 (01/20/25) - signed pages". */
const scanDocType = (r: Pick<EsignInkRequestRow, "form" | "edition">) => `Form ${r.form} (${r.edition}) - signed pages`;
const scanFileName = (r: Pick<EsignInkRequestRow, "form">) => `Form ${r.form} - signed pages.pdf`;

async function latestForms(forms: readonly StoredFormDocument[]): Promise<InkFormOption[]> {
  const out: InkFormOption[] = [];
  for (const f of forms) {
    const edition = editionOf(f.form, f.edition);
    if (!edition) continue;
    out.push({ documentId: f.latest.documentId, name: f.name, form: f.form, edition: f.edition, version: f.latest.version, boxes: (await signatureBoxPlaces(edition)).map(boxDto) });
  }
  return out;
}

/** The case's ink requests (newest first) and, for the staff, the filled forms that can be sent. */
export async function listInkRequests(ctx: ActorContext, petitionId: string): Promise<InkList> {
  const p = await visibleCaseOr404(ctx.db, ctx.actor, petitionId);
  const rows = await inkRequestsOfCase(ctx.db, ctx.tenant.id, p.id);
  const manage = can(ctx.actor, "esign.manage");
  const forms = manage ? await latestForms((await filledFormsOfCase(ctx, p.id)).forms) : [];
  const signatories = manage ? (await caseClientSignatories(ctx, p.petitionerId)).map((s) => ({ id: s.id, name: s.name, title: s.title })) : [];
  return { requests: await toDtos(ctx, rows), forms, signatories };
}

/** A request of a case within the caller's reach, else 404. */
async function inkRequestOr404(ctx: ActorContext, db: Executor, id: string, opts: { forUpdate?: boolean } = {}): Promise<EsignInkRequestRow> {
  const r = await findInkRequest(db, ctx.tenant.id, id, opts);
  if (!r) throw fail.notFound("Signature request");
  await visibleCaseOr404(db, ctx.actor, r.petitionId).catch(() => {
    throw fail.notFound("Signature request");
  });
  return r;
}

export async function inkPacket(ctx: ActorContext, id: string): Promise<{ fileName: string; mimetype: string; bytes: Uint8Array }> {
  const r = await inkRequestOr404(ctx, ctx.db, id);
  const file = await getFileStore().get(r.packetFileKey);
  if (!file) throw fail.notFound("File");
  return { fileName: `Form ${r.form} - signature pages.pdf`, mimetype: "application/pdf", bytes: new Uint8Array(file.body) };
}

/** Why `bytes` is not the signed pages of `r`, or null when it is. */
export async function checkSignedScan(bytes: Uint8Array, r: Pick<EsignInkRequestRow, "pages" | "packetPageCount">): Promise<string | null> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return "The file could not be read as a PDF: scan the signed pages again into one PDF";
  }
  if (pdf.isEncrypted) return "The PDF is password-protected: save a copy without a password and upload that";
  const got = pdf.getPageCount();
  if (got !== r.pages.length && got !== r.packetPageCount) return scanPagesMessage(got, r.pages.length, r.packetPageCount);
  return null;
}

export async function uploadSignedScan(ctx: ActorContext, id: string, file: UploadedFile): Promise<InkRequestDto> {
  const r = await inkRequestOr404(ctx, ctx.db, id);
  if (r.status !== "requested") throw fail.conflict(INK_CLOSED);
  const problem = await checkSignedScan(new Uint8Array(await fileBytes(file)), r);
  if (problem) throw fail.validation({ file: problem });
  const { result } = await saveFormOrLetterWithin(ctx, r.petitionId, scanDocType(r), { ...file, name: scanFileName(r), mimetype: "application/pdf" }, async (tx, doc) => {
    await lockCase(tx, ctx.tenant.id, r.petitionId);
    const locked = await findInkRequest(tx, ctx.tenant.id, r.id, { forUpdate: true });
    if (!locked || locked.status !== "requested") throw fail.conflict(INK_CLOSED);
    const row = await updateInkRequest(tx, ctx.tenant.id, r.id, { status: "received", scanDocumentId: doc.id, receivedAt: new Date(), receivedByUserId: ctx.actor.userId });
    await audit(ctx, tx, "esign.ink_received", r.id, { scanDocumentId: doc.id, pages: r.pages });
    if (row.signatureStep) await completeSignatureStepIfDone(tx, ctx, row.petitionId, { userId: ctx.actor.userId, roleId: ctx.actor.roleId });
    return row;
  });
  return (await toDtos(ctx, [result]))[0];
}

export async function recordOriginals(ctx: ActorContext, body: { id: string; holder: string; location: string }): Promise<InkRequestDto> {
  const row = await ctx.db.transaction(async (tx) => {
    const r = await inkRequestOr404(ctx, tx, body.id, { forUpdate: true });
    if (r.status !== "received") throw fail.conflict("Record the originals once the signed pages are uploaded");
    const updated = await updateInkRequest(tx, ctx.tenant.id, r.id, { originalsHolder: body.holder, originalsLocation: body.location, originalsRecordedAt: new Date() });
    await audit(ctx, tx, "esign.ink_originals", r.id, { holder: body.holder, location: body.location }, r.originalsHolder ? { holder: r.originalsHolder, location: r.originalsLocation } : undefined);
    return updated;
  });
  return (await toDtos(ctx, [row]))[0];
}

export async function cancelInkRequest(ctx: ActorContext, body: { id: string; reason: string }): Promise<InkRequestDto> {
  const row = await ctx.db.transaction(async (tx) => {
    const r = await inkRequestOr404(ctx, tx, body.id, { forUpdate: true });
    if (r.status !== "requested") throw fail.conflict(INK_CLOSED);
    const updated = await updateInkRequest(tx, ctx.tenant.id, r.id, { status: "cancelled", cancelReason: body.reason });
    await audit(ctx, tx, "esign.ink_cancel", r.id, { reason: body.reason });
    return updated;
  });
  return (await toDtos(ctx, [row]))[0];
}
