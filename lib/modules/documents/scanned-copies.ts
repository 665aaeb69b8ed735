// Scanned copies of the filed packet: upload, soft delete, signed download.
import "server-only";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { lockCase } from "@/lib/modules/cases/steps/complete";
import { fail } from "@/lib/server/errors";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import { DEFAULT_SIGNED_URL_SECONDS, getFileStore } from "@/lib/server/storage/file-store";
import type { DocumentDto, UploadScannedCopyFields } from "./contract";
import { toDocumentDto } from "./dto";
import { insertDocuments, updateDocument } from "@/lib/modules/cases/case-documents";
import { findDocument } from "./repository";
import { saveCaseFiles } from "./stored-files";
import type { ActorContext } from "@/lib/server/context";
import { fileColumns, fileSummary, names, record, visibleDocument } from "./case-documents";

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
        status: "accepted",
        ...fileColumns(f, actor.userId),
      })),
    );
    await record(tx, ctx, p.id, {
      action: "document.scanned_copy_upload",
      entityId: rows[0].id,
      after: { documents: fileSummary(rows) },
      history: { code: "scannedUploaded", params: { files: names(incoming) } },
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
    await lockCase(tx, actor.tenantId, petition.id);
    const current = await findDocument(tx, actor.tenantId, doc.id);
    if (!current) throw fail.notFound("Document");
    const deletedAt = new Date();
    await updateDocument(tx, actor.tenantId, doc.id, { deletedAt });
    await record(tx, ctx, petition.id, {
      action: "document.scanned_copy_delete",
      entityId: doc.id,
      before: { deletedAt: null, key: doc.fileKey, name: doc.fileName },
      after: { deletedAt },
      history: { code: "scannedDeleted", params: { file: doc.fileName } },
    });
  });
  return { id: doc.id };
}

/** A 5-minute download URL of a scanned copy. */
export async function downloadScannedCopy(ctx: ActorContext, documentId: string): Promise<string> {
  const { doc } = await visibleDocument(ctx.db, ctx.actor, documentId, "scanned_copy");
  return getFileStore().signedUrl(doc.fileKey, { fileName: doc.fileName, expiresIn: DEFAULT_SIGNED_URL_SECONDS });
}
