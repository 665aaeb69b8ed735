// Documents of a case: the documents tab list, beneficiary documents (sent by staff, the petitioner
// or the beneficiary; accepted or rejected with a reason by staff), forms and letters (versioned in
// a group, old versions kept), and scanned copies of the filed packet (soft delete, signed download).
// Every change is one transaction with an audit entry and a case history line.
import "server-only";
import { randomUUID } from "node:crypto";
import type { PetitionRow } from "@/db/schema/cases";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { addHistory, lockPetition } from "@/lib/modules/workflow/engine";
import type { Actor } from "@/lib/server/auth/session";
import { writeAudit } from "@/lib/server/audit/audit";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import { enqueueMail, kickOutbox } from "@/lib/server/mail/outbox";
import { DEFAULT_SIGNED_URL_SECONDS, getFileStore } from "@/lib/server/storage/file-store";
import { ROLE } from "@/lib/shared/constants/roles";
import type {
  AcceptBeneficiaryDocsBody,
  DocumentCategory,
  DocumentDto,
  DocumentListBody,
  ManageDocumentUploadBody,
  UpdateFormsVersionFields,
  UploadBeneficiaryDocsFields,
  UploadFormsAndLettersFields,
  UploadScannedCopyFields,
} from "./contract";
import { docTypeLabel } from "./doc-types";
import { groupDocuments, toDocumentDto } from "./dto";
import { mayReadDocument } from "./files";
import { initialBeneficiaryDocStatus, readableCategories, seesOnlyOwnBeneficiaryDocs } from "./policy";
import { caseBeneficiaryRefs, findDocument, insertDocuments, latestGroupVersion, listDocuments, updateDocument, type DocumentRecord } from "./repository";
import { saveCaseFiles, workflowActor, type IncomingFile } from "./stored-files";
import type { ActorContext } from "@/lib/server/context";

const caseLabel = (p: PetitionRow) => p.customCaseNumber ?? p.caseNumber;

async function record(
  tx: Executor,
  ctx: ActorContext,
  petitionId: string,
  e: { action: string; entityId: string; before?: unknown; after?: unknown; history: string },
): Promise<void> {
  await writeAudit(tx, {
    tenantId: ctx.tenant.id,
    actorUserId: ctx.actor.userId,
    actorRoleId: ctx.actor.roleId,
    action: e.action,
    entityType: "petition_document",
    entityId: e.entityId,
    before: e.before,
    after: e.after,
    ip: ctx.ip,
  });
  await addHistory(tx, { tenantId: ctx.tenant.id, petitionId, code: null, message: e.history, actor: workflowActor(ctx.actor) });
}

const fileSummary = (docs: readonly DocumentRecord[]) => docs.map((d) => ({ id: d.id, key: d.fileKey, name: d.fileName, docType: d.docType, version: d.version }));
const names = (files: readonly IncomingFile[]) => files.map((f) => f.name).join(", ");

// ---------- list ----------

/** The documents of a case the caller sees, in the categories its role reads (optionally one). */
export async function listCaseDocuments(ctx: ActorContext, body: DocumentListBody): Promise<DocumentDto[]> {
  const { db, actor } = ctx;
  const p = await visibleCaseOr404(db, actor, body.petitionId);
  const allowed = readableCategories(actor.roleId);
  const categories = body.category ? allowed.filter((c) => c === body.category) : allowed;
  let own: string[] | undefined;
  if (seesOnlyOwnBeneficiaryDocs(actor.roleId)) {
    own = (await caseBeneficiaryRefs(db, actor.tenantId, p.id)).filter((b) => b.userId === actor.userId).map((b) => b.id);
  }
  return groupDocuments(await listDocuments(db, actor.tenantId, p.id, categories, own));
}

// ---------- beneficiary documents ----------

/** The beneficiary a document is for: named and on the case; a beneficiary (51) only their own record. */
async function beneficiaryFor(db: Executor, actor: Actor, p: PetitionRow, requested: string | undefined) {
  const people = await caseBeneficiaryRefs(db, actor.tenantId, p.id);
  if (actor.roleId === ROLE.BENEFICIARY) {
    const mine = people.filter((b) => b.userId === actor.userId);
    const chosen = requested ? mine.find((b) => b.id === requested) : mine[0];
    if (!chosen) throw fail.notFound("Beneficiary");
    return chosen;
  }
  if (!requested) throw fail.validation({ beneficiaryId: "*Beneficiary is required" });
  const chosen = people.find((b) => b.id === requested);
  if (!chosen) throw fail.notFound("Beneficiary");
  return chosen;
}

async function addBeneficiaryDocs(
  ctx: ActorContext,
  input: { petitionId: string; beneficiaryId?: string; docType: string; files: readonly UploadedFile[]; keys: readonly string[] },
): Promise<DocumentDto[]> {
  const { db, actor } = ctx;
  const p = await visibleCaseOr404(db, actor, input.petitionId);
  const person = await beneficiaryFor(db, actor, p, input.beneficiaryId);
  const status = initialBeneficiaryDocStatus(actor.roleId);
  const docs = await saveCaseFiles(ctx, p.id, { files: input.files, keys: input.keys }, async (tx, incoming) => {
    const rows = await insertDocuments(
      tx,
      incoming.map((f) => ({
        tenantId: ctx.tenant.id,
        petitionId: p.id,
        beneficiaryId: person.id,
        category: "beneficiary_doc",
        docType: input.docType,
        fileKey: f.key,
        fileName: f.name,
        mimetype: f.mimetype,
        sizeBytes: f.size,
        status,
        uploadedByUserId: actor.userId,
      })),
    );
    await record(tx, ctx, p.id, {
      action: "document.beneficiary_upload",
      entityId: rows[0].id,
      after: { beneficiaryId: person.id, status, documents: fileSummary(rows) },
      history: `${docTypeLabel(input.docType)} uploaded for ${person.name}: ${names(incoming)}`,
    });
    return rows;
  });
  return docs.map((d) => toDocumentDto({ ...d, uploaderName: actor.name, beneficiaryName: person.name }));
}

/** Staff attach earlier uploads as documents of a beneficiary of the case. */
export function manageDocumentUpload(ctx: ActorContext, body: ManageDocumentUploadBody): Promise<DocumentDto[]> {
  return addBeneficiaryDocs(ctx, { petitionId: body.petitionId, beneficiaryId: body.beneficiaryId, docType: body.docType, files: [], keys: body.keys });
}

/** The beneficiary, the petitioner of the case or staff send documents (files or earlier uploads). */
export function uploadBeneficiaryDocs(ctx: ActorContext, body: UploadBeneficiaryDocsFields, files: readonly UploadedFile[]): Promise<DocumentDto[]> {
  return addBeneficiaryDocs(ctx, { petitionId: body.petitionId, beneficiaryId: body.beneficiaryId, docType: body.docType, files, keys: body.keys ?? [] });
}

/** A live document of a case the caller sees, of `category`; 404 otherwise. */
async function visibleDocument(db: Executor, actor: Actor, id: string, category: DocumentCategory): Promise<{ doc: DocumentRecord; petition: PetitionRow }> {
  const doc = await findDocument(db, actor.tenantId, id);
  if (!doc || doc.category !== category) throw fail.notFound("Document");
  const petition = await visibleCaseOr404(db, actor, doc.petitionId).catch(() => {
    throw fail.notFound("Document");
  });
  if (!(await mayReadDocument(db, actor, doc))) throw fail.notFound("Document");
  return { doc, petition };
}

/** Staff accept a beneficiary document, or reject it with a reason (the beneficiary is told by e-mail). */
export async function reviewBeneficiaryDoc(ctx: ActorContext, body: AcceptBeneficiaryDocsBody): Promise<DocumentDto> {
  const { db, actor } = ctx;
  const { doc, petition } = await visibleDocument(db, actor, body.documentId, "beneficiary_doc");
  const status = body.accept ? "accepted" : "rejected";
  const reason = body.accept ? null : (body.reason ?? null);
  const person = (await caseBeneficiaryRefs(db, actor.tenantId, petition.id)).find((b) => b.id === doc.beneficiaryId) ?? null;
  const label = docTypeLabel(doc.docType) || doc.docType;
  const updated = await db.transaction(async (tx) => {
    await lockPetition(tx, actor.tenantId, petition.id);
    const row = await updateDocument(tx, actor.tenantId, doc.id, { status, rejectReason: reason });
    await record(tx, ctx, petition.id, {
      action: body.accept ? "document.accept" : "document.reject",
      entityId: doc.id,
      before: { status: doc.status, rejectReason: doc.rejectReason },
      after: { status, rejectReason: reason },
      history: body.accept ? `${label} accepted (${doc.fileName})` : `${label} rejected (${doc.fileName}): ${reason}`,
    });
    if (!body.accept && person?.email) {
      await enqueueMail(tx, {
        tenantId: actor.tenantId,
        to: person.email,
        subject: `Case ${caseLabel(petition)}: please upload your ${label} again`,
        text: `Your document "${doc.fileName}" (${label}) for case ${caseLabel(petition)} was not accepted.\nReason: ${reason}\nPlease sign in and upload it again.`,
        template: "document_rejected",
      });
    }
    return row;
  });
  if (!body.accept && person?.email) kickOutbox(db);
  return toDocumentDto({ ...updated, beneficiaryName: person?.name ?? null });
}

// ---------- forms and letters ----------

function oneFile(files: readonly UploadedFile[], key: string | undefined): { files: readonly UploadedFile[]; keys: string[] } {
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
        fileKey: f.key,
        fileName: f.name,
        mimetype: f.mimetype,
        sizeBytes: f.size,
        status: "accepted",
        uploadedByUserId: actor.userId,
      },
    ]);
    await record(tx, ctx, p.id, {
      action: "document.forms_upload",
      entityId: rows[0].id,
      after: { documents: fileSummary(rows) },
      history: `Form/letter added: ${docTypeLabel(docType) || docType} (${f.name})`,
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
    await lockPetition(tx, actor.tenantId, petition.id);
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
        fileKey: f.key,
        fileName: f.name,
        mimetype: f.mimetype,
        sizeBytes: f.size,
        status: "accepted",
        uploadedByUserId: actor.userId,
      },
    ]);
    await record(tx, ctx, petition.id, {
      action: "document.forms_version",
      entityId: rows[0].id,
      before: { groupId, previousVersionId: doc.id },
      after: { documents: fileSummary(rows) },
      history: `New version ${version} of ${docTypeLabel(doc.docType) || doc.docType} (${f.name})`,
    });
    return rows;
  });
  const all = await listDocuments(db, actor.tenantId, petition.id, ["forms_letters"]);
  const grouped = groupDocuments(all.filter((r) => r.groupId === groupId));
  return grouped[0] ?? toDocumentDto({ ...created, uploaderName: actor.name });
}

// ---------- scanned copies ----------

/** Staff upload scanned copies of the filed packet (files or earlier uploads). */
export async function uploadScannedCopy(ctx: ActorContext, body: UploadScannedCopyFields, files: readonly UploadedFile[]): Promise<DocumentDto[]> {
  const { db, actor } = ctx;
  const p = await visibleCaseOr404(db, actor, body.petitionId);
  const docType = body.docType ?? "scannedCopy";
  const docs = await saveCaseFiles(ctx, p.id, { files, keys: body.keys ?? [] }, async (tx, incoming) => {
    const rows = await insertDocuments(
      tx,
      incoming.map((f) => ({
        tenantId: ctx.tenant.id,
        petitionId: p.id,
        category: "scanned_copy",
        docType,
        fileKey: f.key,
        fileName: f.name,
        mimetype: f.mimetype,
        sizeBytes: f.size,
        status: "accepted",
        uploadedByUserId: actor.userId,
      })),
    );
    await record(tx, ctx, p.id, {
      action: "document.scanned_copy_upload",
      entityId: rows[0].id,
      after: { documents: fileSummary(rows) },
      history: `Scanned copy uploaded: ${names(incoming)}`,
    });
    return rows;
  });
  return docs.map((d) => toDocumentDto({ ...d, uploaderName: actor.name }));
}

/** Staff remove a scanned copy (soft delete: the row and the file are kept for the record). */
export async function deleteScannedCopy(ctx: ActorContext, documentId: string): Promise<{ id: string }> {
  const { db, actor } = ctx;
  const { doc, petition } = await visibleDocument(db, actor, documentId, "scanned_copy");
  await db.transaction(async (tx) => {
    await lockPetition(tx, actor.tenantId, petition.id);
    const current = await findDocument(tx, actor.tenantId, doc.id);
    if (!current) throw fail.notFound("Document");
    const deletedAt = new Date();
    await updateDocument(tx, actor.tenantId, doc.id, { deletedAt });
    await record(tx, ctx, petition.id, {
      action: "document.scanned_copy_delete",
      entityId: doc.id,
      before: { deletedAt: null, key: doc.fileKey, name: doc.fileName },
      after: { deletedAt },
      history: `Scanned copy deleted: ${doc.fileName}`,
    });
  });
  return { id: doc.id };
}

/** A 5-minute download URL of a scanned copy. */
export async function downloadScannedCopy(ctx: ActorContext, documentId: string): Promise<string> {
  const { doc } = await visibleDocument(ctx.db, ctx.actor, documentId, "scanned_copy");
  return getFileStore().signedUrl(doc.fileKey, { fileName: doc.fileName, expiresIn: DEFAULT_SIGNED_URL_SECONDS });
}

