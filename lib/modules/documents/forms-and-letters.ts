// Forms and letters of a case: versioned in a group, every old version kept and listed.
import "server-only";
import { randomUUID } from "node:crypto";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { addHistory, lockCase } from "@/lib/modules/cases/steps/complete";
import { fail } from "@/lib/server/errors";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import type { DocumentDto, UpdateFormsVersionFields, UploadFormsAndLettersFields } from "./contract";
import { docTypeLabel } from "./doc-types";
import { groupDocuments, toDocumentDto } from "./dto";
import { insertDocuments, updateDocument } from "@/lib/modules/cases/case-documents";
import { findDocument, latestGroupVersion, latestOfKind, listDocuments } from "./repository";
import { newCaseFiles, saveCaseFiles, withStoredFiles } from "./stored-files";
import { writeAudit } from "@/lib/server/audit/audit";
import type { Executor } from "@/lib/server/db/client";
import { DEFAULT_SIGNED_URL_SECONDS, getFileStore } from "@/lib/server/storage/file-store";
import type { ActorContext, PublicContext } from "@/lib/server/context";
import { fileColumns, fileSummary, record, visibleDocument } from "./case-documents";

/** A form upload is one file: sent with the call, or the key of an earlier upload (not both). */
export function oneFile(files: readonly UploadedFile[], key: string | undefined): { files: readonly UploadedFile[]; keys: string[] } {
  if (files.length > 0 && key) throw fail.validation({ key: "Send either a file or the key of an uploaded file" });
  return { files, keys: key ? [key] : [] };
}

/** Staff add a form or letter to the case (version 1 of a new group). */
export async function uploadFormsAndLetters(ctx: ActorContext, body: UploadFormsAndLettersFields, files: readonly UploadedFile[]): Promise<DocumentDto> {
  const { db, actor } = ctx;
  const p = await visibleCaseOr404(db, actor, body.petitionId);
  const docType = (body.docType ?? body.name) as string;
  const [doc] = await saveCaseFiles(ctx, p.id, oneFile(files, body.key), async (tx, [f]) => {
    const rows = await insertDocuments(tx, [
      {
        tenantId: ctx.tenant.id,
        petitionId: p.id,
        category: "forms_letters",
        docType,
        groupId: randomUUID(),
        version: 1,
        status: "accepted",
        ...fileColumns(f, actor.userId),
      },
    ]);
    await record(tx, ctx, p.id, {
      action: "document.forms_upload",
      entityId: rows[0].id,
      after: { documents: fileSummary(rows) },
      history: { code: "formAdded", params: { docType: docTypeLabel(docType) || docType, file: f.name } },
    });
    return rows;
  });
  return toDocumentDto({ ...doc, uploaderName: actor.name });
}

/** Staff add a new version of a form or letter; every earlier version is kept and listed. */
export async function updateFormsAndLettersVersion(ctx: ActorContext, body: UpdateFormsVersionFields, files: readonly UploadedFile[]): Promise<DocumentDto> {
  const { db, actor } = ctx;
  const { doc, petition } = await visibleDocument(db, actor, body.documentId, "forms_letters");
  const groupId = doc.groupId ?? doc.id;
  const [created] = await saveCaseFiles(ctx, petition.id, oneFile(files, body.key), async (tx, [f]) => {
    await lockCase(tx, actor.tenantId, petition.id);
    if (!doc.groupId) await updateDocument(tx, actor.tenantId, doc.id, { groupId });
    const version = (await latestGroupVersion(tx, actor.tenantId, petition.id, groupId)) + 1;
    const rows = await insertDocuments(tx, [
      {
        tenantId: ctx.tenant.id,
        petitionId: petition.id,
        category: "forms_letters",
        docType: doc.docType,
        groupId,
        version,
        status: "accepted",
        ...fileColumns(f, actor.userId),
      },
    ]);
    await record(tx, ctx, petition.id, {
      action: "document.forms_version",
      entityId: rows[0].id,
      before: { groupId, previousVersionId: doc.id },
      after: { documents: fileSummary(rows) },
      history: { code: "formVersion", params: { version, docType: docTypeLabel(doc.docType) || doc.docType, file: f.name } },
    });
    return rows;
  });
  const all = await listDocuments(db, actor.tenantId, petition.id, ["forms_letters"]);
  const grouped = groupDocuments(all.filter((r) => r.groupId === groupId));
  return grouped[0] ?? toDocumentDto({ ...created, uploaderName: actor.name });
}

/**
 * A form or letter the product made (a letter from a template, a filled USCIS form): the next version of
 * the case's forms-and-letters document named `name`, or its first — decided under the case's lock, so two
 * generations at once make versions 1 and 2 of one document.
 */
export async function saveGeneratedFormOrLetter(ctx: ActorContext, petitionId: string, name: string, file: UploadedFile): Promise<DocumentDto> {
  return (await saveFormOrLetterWithin(ctx, petitionId, name, file, async () => undefined)).document;
}

/**
 * saveGeneratedFormOrLetter, with the caller's own writes (`within`) in the same transaction after the version
 * is inserted, so the version is kept iff they commit — the scan of ink-signed pages (lib/modules/esign/ink),
 * uploaded by the case's staff or its petitioner as the caller's module allows.
 */
export async function saveFormOrLetterWithin<T>(
  ctx: ActorContext,
  petitionId: string,
  name: string,
  file: UploadedFile,
  within: (tx: Executor, doc: DocumentDto) => Promise<T>,
): Promise<{ document: DocumentDto; result: T }> {
  const { db, actor } = ctx;
  const p = await visibleCaseOr404(db, actor, petitionId);
  return saveCaseFiles(ctx, p.id, { files: [file], keys: [] }, async (tx, [f]) => {
    await lockCase(tx, actor.tenantId, p.id);
    const previous = await latestOfKind(tx, actor.tenantId, p.id, "forms_letters", name);
    const version = (previous?.version ?? 0) + 1;
    const rows = await insertDocuments(tx, [
      { tenantId: ctx.tenant.id, petitionId: p.id, category: "forms_letters", docType: name, groupId: previous?.groupId ?? randomUUID(), version, status: "accepted", ...fileColumns(f, actor.userId) },
    ]);
    await record(tx, ctx, p.id, {
      action: previous ? "document.forms_version" : "document.forms_upload",
      entityId: rows[0].id,
      after: { documents: fileSummary(rows), generated: true },
      history: previous ? { code: "formVersion", params: { version, docType: name, file: f.name } } : { code: "formAdded", params: { docType: name, file: f.name } },
    });
    const document = toDocumentDto({ ...rows[0], uploaderName: actor.name });
    return { document, result: await within(tx, document) };
  });
}

/**
 * A version of a form or letter removed from the case (kept in storage and the audit trail; the group's newest
 * remaining version is current). `within` runs in the same transaction, under the case lock, after the version
 * is marked deleted: what depends on the version goes with it (the e-signature module voids the envelopes made
 * from it; documents never import that module, the caller composes).
 */
export async function deleteFormOrLetter(
  ctx: ActorContext,
  documentId: string,
  within?: (tx: Executor, doc: DocumentDto) => Promise<void>,
): Promise<{ documentId: string; petitionId: string }> {
  const { db, actor } = ctx;
  const { doc, petition } = await visibleDocument(db, actor, documentId, "forms_letters");
  await db.transaction(async (tx) => {
    await lockCase(tx, actor.tenantId, petition.id);
    // Deleted meanwhile by someone else: 404, not a second history line.
    if (!(await findDocument(tx, actor.tenantId, doc.id))) throw fail.notFound("Document");
    await updateDocument(tx, actor.tenantId, doc.id, { deletedAt: new Date() });
    await record(tx, ctx, petition.id, {
      action: "document.forms_delete",
      entityId: doc.id,
      before: { documents: fileSummary([doc]) },
      history: { code: "formDeleted", params: { docType: docTypeLabel(doc.docType) || doc.docType, version: doc.version, file: doc.fileName } },
    });
    if (within) await within(tx, toDocumentDto(doc));
  });
  return { documentId: doc.id, petitionId: petition.id };
}

/** A 5-minute download link of one version of a form or letter the caller sees. */
export async function formOrLetterDownload(ctx: ActorContext, documentId: string): Promise<{ url: string; fileName: string; mimetype: string }> {
  const { doc } = await visibleDocument(ctx.db, ctx.actor, documentId, "forms_letters");
  const url = await getFileStore().signedUrl(doc.fileKey, { fileName: doc.fileName, expiresIn: DEFAULT_SIGNED_URL_SECONDS });
  return { url, fileName: doc.fileName, mimetype: doc.mimetype };
}

/**
 * The electronically signed copy of a form or letter (lib/modules/esign): the next version of the source
 * document's group, with no session — the last signer's token link completes it, so the caller (the esign
 * module, which checked the link) names the staff member it is saved for (`byUserId`, who sent it).
 * saveGeneratedFormOrLetter cannot serve: it needs a signed-in actor and checks that actor's reach. `within`
 * runs in the same transaction, under the case lock, after the version is inserted (the envelope's rows),
 * so the version exists iff the caller's writes commit; on any failure the written file is removed.
 */
export async function saveSignedFormOrLetter<T>(
  ctx: PublicContext,
  input: { sourceDocumentId: string; file: UploadedFile; byUserId: string },
  within: (tx: Executor, doc: DocumentDto) => Promise<T>,
): Promise<{ document: DocumentDto; result: T }> {
  const tenantId = ctx.tenant.id;
  const source = await findDocument(ctx.db, tenantId, input.sourceDocumentId);
  if (!source || source.category !== "forms_letters") throw fail.notFound("Document");
  const fresh = newCaseFiles(tenantId, source.petitionId, [input.file]);
  return withStoredFiles(fresh, () =>
    ctx.db.transaction(async (tx) => {
      await lockCase(tx, tenantId, source.petitionId);
      const groupId = source.groupId ?? source.id;
      if (!source.groupId) await updateDocument(tx, tenantId, source.id, { groupId });
      const version = (await latestGroupVersion(tx, tenantId, source.petitionId, groupId)) + 1;
      const [f] = fresh;
      const [row] = await insertDocuments(tx, [
        { tenantId, petitionId: source.petitionId, category: "forms_letters", docType: source.docType, groupId, version, status: "accepted", ...fileColumns(f, input.byUserId) },
      ]);
      await writeAudit(tx, {
        tenantId,
        actorUserId: null,
        action: "document.forms_version",
        entityType: "petition_document",
        entityId: row.id,
        before: { groupId, previousVersionId: source.id },
        after: { documents: fileSummary([row]), esigned: true },
        ip: ctx.ip,
      });
      const docType = docTypeLabel(source.docType) || source.docType;
      await addHistory(tx, { tenantId, petitionId: source.petitionId, code: null, line: { code: "formVersion", params: { version, docType, file: f.name } }, actor: null });
      const document = toDocumentDto(row);
      return { document, result: await within(tx, document) };
    }),
  );
}

/** One version of a form or letter the caller sees, with its bytes (the e-signature module copies it as an envelope's original). */
export async function readFormOrLetter(ctx: ActorContext, documentId: string): Promise<{ document: DocumentDto; bytes: Buffer }> {
  const { doc } = await visibleDocument(ctx.db, ctx.actor, documentId, "forms_letters");
  const stored = await getFileStore().get(doc.fileKey);
  if (!stored) throw fail.notFound("File");
  return { document: toDocumentDto(doc), bytes: stored.body };
}
