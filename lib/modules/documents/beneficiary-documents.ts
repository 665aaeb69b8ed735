// Beneficiary documents of a case: sent by staff, the petitioner or the beneficiary (files or earlier
// uploads); accepted or rejected with a reason by staff (the beneficiary is told by e-mail and notification).
import "server-only";
import type { PetitionRow } from "@/db/schema/cases";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { caseStaffRecipients, notifyCase, usersWhoSeeCase } from "@/lib/modules/cases/case-recipients";
import { lockCase } from "@/lib/modules/cases/steps/complete";
import type { Actor } from "@/lib/server/auth/session";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import { enqueueMail, kickOutbox } from "@/lib/server/mail/outbox";
import { ROLE } from "@/lib/shared/constants/roles";
import type { AcceptBeneficiaryDocsBody, DocumentDto, ManageDocumentUploadBody, UploadBeneficiaryDocsFields } from "./contract";
import { docTypeLabel } from "./doc-types";
import { toDocumentDto } from "./dto";
import { initialBeneficiaryDocStatus } from "./policy";
import { insertDocuments, updateDocument } from "@/lib/modules/cases/case-documents";
import { caseBeneficiaryRefs } from "./repository";
import { saveCaseFiles } from "./stored-files";
import type { ActorContext } from "@/lib/server/context";
import { caseLabel, fileColumns, fileSummary, names, record, visibleDocument } from "./case-documents";

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
        status,
        ...fileColumns(f, actor.userId),
      })),
    );
    await record(tx, ctx, p.id, {
      action: "document.beneficiary_upload",
      entityId: rows[0].id,
      after: { beneficiaryId: person.id, status, documents: fileSummary(rows) },
      history: { code: "documentUploaded", params: { docType: docTypeLabel(input.docType), person: person.name, files: names(incoming) } },
    });
    // The staff assigned to the case are told (notification "documents.uploaded").
    await notifyCase(tx, p, {
      actorUserId: actor.userId,
      recipients: await caseStaffRecipients(tx, actor.tenantId, p.id),
      kind: "documents.uploaded",
      params: { count: rows.length, name: actor.name || person.name },
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

/** Staff accept a beneficiary document, or reject it with a reason (the beneficiary is told by e-mail). */
export async function reviewBeneficiaryDoc(ctx: ActorContext, body: AcceptBeneficiaryDocsBody): Promise<DocumentDto> {
  const { db, actor } = ctx;
  const { doc, petition } = await visibleDocument(db, actor, body.documentId, "beneficiary_doc");
  const status = body.accept ? "accepted" : "rejected";
  const reason = body.accept ? null : (body.reason ?? null);
  const person = (await caseBeneficiaryRefs(db, actor.tenantId, petition.id)).find((b) => b.id === doc.beneficiaryId) ?? null;
  const label = docTypeLabel(doc.docType) || doc.docType;
  const updated = await db.transaction(async (tx) => {
    await lockCase(tx, actor.tenantId, petition.id);
    const row = await updateDocument(tx, actor.tenantId, doc.id, { status, rejectReason: reason });
    await record(tx, ctx, petition.id, {
      action: body.accept ? "document.accept" : "document.reject",
      entityId: doc.id,
      before: { status: doc.status, rejectReason: doc.rejectReason },
      after: { status, rejectReason: reason },
      history: body.accept
        ? { code: "documentAccepted", params: { docType: label, file: doc.fileName } }
        : { code: "documentRejected", params: { docType: label, file: doc.fileName, reason } },
    });
    // The beneficiary's login is told (notification "documents.accepted" / "documents.rejected"); a
    // rejection also goes by e-mail to the beneficiary's address as before, so that one is not e-mailed twice.
    if (person?.userId) {
      await notifyCase(tx, petition, {
        actorUserId: actor.userId,
        recipients: await usersWhoSeeCase(tx, actor.tenantId, petition.id, [person.userId]),
        kind: body.accept ? "documents.accepted" : "documents.rejected",
        params: { document: label, reason },
        emailedByCaller: !body.accept && Boolean(person.email),
      });
    }
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
  kickOutbox(db);
  return toDocumentDto({ ...updated, beneficiaryName: person?.name ?? null });
}
