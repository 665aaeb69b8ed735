// Copies of the documents examined (issue 33 §5). The employer's representative uploads them on the record's
// Section 2 (or a Supplement B entry), each copy under its document; they are stored in the file store under
// the record (tenants/<tenant>/i9/<record>/copies/), shown by name on the record, opened whole only by a role
// with i9.sensitive (on the trail), put in the inspection package and deleted by the purge. An E-Verify
// employer must keep a copy of a U.S. passport or passport card, a Permanent Resident Card or an EAD
// (photo matching): the record says which of its documents still lack one.
import "server-only";
import { randomUUID } from "node:crypto";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { log } from "@/lib/server/log";
import { getFileStore } from "@/lib/server/storage/file-store";
import { saveFileAt, type UploadedFile } from "@/lib/server/storage/uploaded-file";
import { writeAudit } from "@/lib/server/audit/audit";
import { uploadExtension } from "@/lib/shared/validation/upload";
import { employeeEvent } from "./access";
import { MAX_COPIES_PER_DOCUMENT, PHOTO_MATCHING_DOCUMENTS, type DocumentCopyFields, type DocumentCopyFileBody, type I9DocumentCopyDto } from "./copies-contract";
import { visibleRecord } from "./records";
import { copiesOf, findCopy, insertCopies, type DocumentCopyRow } from "./repository/copies";
import { appendEvents } from "./repository/employees";
import { documentsOf, type RecordListed } from "./repository/records";

const toDto = (c: DocumentCopyRow): I9DocumentCopyDto => ({
  id: c.id,
  documentId: c.documentId,
  fileName: c.fileName,
  mimetype: c.mimetype,
  sizeBytes: c.sizeBytes,
  uploadedAt: c.createdAt.toISOString(),
});

/** The record's copies, and its documents E-Verify photo matching needs a copy of that have none. */
export async function copiesOfRecord(db: Executor, r: RecordListed): Promise<{ documentCopies: I9DocumentCopyDto[]; photoMatchingCopyMissing: string[] }> {
  const [copies, docs] = await Promise.all([copiesOf(db, r.tenantId, r.id), r.everify ? documentsOf(db, r.tenantId, r.id) : Promise.resolve([])]);
  const copied = new Set(copies.map((c) => c.documentId));
  return {
    documentCopies: copies.map(toDto),
    photoMatchingCopyMissing: docs.filter((d) => !d.supplementId && PHOTO_MATCHING_DOCUMENTS.includes(d.code) && !d.receipt && !copied.has(d.id)).map((d) => d.id),
  };
}

/** Deletes stored files once the rows that named them are gone (a failure is logged: the row no longer points at it). */
export async function deleteCopyFiles(keys: readonly string[]): Promise<void> {
  const store = getFileStore();
  for (const key of keys) await store.delete(key).catch((err) => log.error({ err, key }, "[i9] a document copy could not be deleted from the store"));
}

/** Keeps the uploaded copies of one document examined of the record. */
export async function uploadDocumentCopies(ctx: ActorContext, body: DocumentCopyFields, files: readonly UploadedFile[]): Promise<I9DocumentCopyDto[]> {
  if (files.length === 0) throw fail.validation({ file: "*File is required" });
  const check = async (db: Executor) => {
    const r = await visibleRecord(ctx, db, body.id);
    if (r.purgedAt) throw fail.conflict("This Form I-9 was purged");
    const doc = (await documentsOf(db, r.tenantId, r.id)).find((d) => d.id === body.documentId);
    if (!doc) throw fail.notFound("Document");
    const kept = (await copiesOf(db, r.tenantId, r.id)).filter((c) => c.documentId === doc.id).length;
    if (kept + files.length > MAX_COPIES_PER_DOCUMENT) throw fail.validation({ file: `A document keeps at most ${MAX_COPIES_PER_DOCUMENT} copies (${kept} already)` });
    return { r, doc };
  };
  const { r } = await check(ctx.db);
  const saved = files.map((f) => ({ f, key: `tenants/${ctx.actor.tenantId}/i9/${r.id}/copies/${randomUUID()}.${uploadExtension(f.name) || "bin"}` }));
  try {
    for (const s of saved) await saveFileAt(s.f, s.key);
    return await ctx.db.transaction(async (tx) => {
      const { r: locked, doc } = await check(tx);
      const now = Date.now();
      const rows = await insertCopies(
        tx,
        // One millisecond apart: listed in the order they were picked.
        saved.map((s, i) => ({ createdAt: new Date(now + i), tenantId: ctx.actor.tenantId, recordId: locked.id, documentId: doc.id, fileKey: s.key, fileName: s.f.name.slice(0, 200), mimetype: s.f.mimetype, sizeBytes: s.f.size, uploadedByUserId: ctx.actor.userId })),
      );
      // The trail holds no personal values: the document's kind and the count, not the file names.
      const detail = { documentId: doc.id, document: doc.code, copies: rows.length };
      await appendEvents(tx, [{ ...employeeEvent(ctx, locked.employeeId, "document_copy.uploaded", detail), recordId: locked.id }]);
      await writeAudit(tx, { tenantId: ctx.actor.tenantId, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "i9.document-copy-upload", entityType: "i9_record", entityId: locked.id, after: detail, ip: ctx.ip });
      return rows.map(toDto);
    });
  } catch (err) {
    await deleteCopyFiles(saved.map((s) => s.key));
    throw err;
  }
}

/** One copy as uploaded (i9.sensitive); the view is on the trail. */
export async function documentCopyFile(ctx: ActorContext, body: DocumentCopyFileBody): Promise<{ fileName: string; mimetype: string; bytes: Uint8Array }> {
  const r = await visibleRecord(ctx, ctx.db, body.id);
  const copy = await findCopy(ctx.db, r.tenantId, r.id, body.copyId);
  const file = copy ? await getFileStore().get(copy.fileKey) : null;
  if (!copy || !file) throw fail.notFound("Document copy");
  await ctx.db.transaction((tx) => appendEvents(tx, [{ ...employeeEvent(ctx, r.employeeId, "document_copy.viewed", { copyId: copy.id, documentId: copy.documentId }), recordId: r.id }]));
  return { fileName: copy.fileName, mimetype: copy.mimetype, bytes: file.body };
}
