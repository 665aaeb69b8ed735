// Files before they are documents: /api/s3/upload (and /api/common/local-upload), /api/s3/delete
// (only the caller's own uploads not yet attached to a document), /api/s3/get-signed-url (a
// short-lived download URL for a file the caller may see), and the local store's signed downloads.
import "server-only";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { addHistory } from "@/lib/modules/cases/steps/complete";
import type { Actor } from "@/lib/server/auth/session";
import { writeAudit } from "@/lib/server/audit/audit";
import type { Executor } from "@/lib/server/db/client";
import type { PublicContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import { attachmentDisposition } from "@/lib/server/storage/content-disposition";
import { DEFAULT_SIGNED_URL_SECONDS, getFileStore } from "@/lib/server/storage/file-store";
import { assertValidKey } from "@/lib/server/storage/key";
import { fileResponse } from "@/lib/server/storage/serve";
import { verifyLocalSignedUrl } from "@/lib/server/storage/signed-url";
import type { SignedUrlBody, UploadedFileDto, UploadFileFields } from "./contract";
import { isTenantKey, userUploadKey, caseFileKey } from "./keys";
import { isDocumentStaff, readableCategories, seesOnlyOwnBeneficiaryDocs } from "./policy";
import { caseBeneficiaryRefs, deleteUploads, findDocumentByKey, findUploadsByKeys, insertUpload, lockUploadsBefore, lockUploadsByKeys, tenantsWithUploadsBefore, type DocumentRecord } from "./repository";
import { withStoredFiles, workflowActor } from "./stored-files";
import type { ActorContext } from "@/lib/server/context";
import { log } from "@/lib/server/log";

/** Store one file for later attachment; with a petitionId it goes to that case's folder. */
export async function uploadFile(ctx: ActorContext, fields: UploadFileFields, file: UploadedFile): Promise<UploadedFileDto> {
  const { db, actor, tenant } = ctx;
  if (fields.petitionId) await visibleCaseOr404(db, actor, fields.petitionId);
  const key = fields.petitionId ? caseFileKey(tenant.id, fields.petitionId, file.name) : userUploadKey(tenant.id, actor.userId, file.name);
  await withStoredFiles([{ key, name: file.name, mimetype: file.mimetype, size: file.size, source: file }], () =>
    db.transaction(async (tx) => {
      const row = await insertUpload(tx, {
        tenantId: tenant.id,
        fileKey: key,
        petitionId: fields.petitionId ?? null,
        category: fields.category ?? null,
        fileName: file.name,
        mimetype: file.mimetype,
        sizeBytes: file.size,
        uploadedByUserId: actor.userId,
      });
      await writeAudit(tx, {
        tenantId: tenant.id,
        actorUserId: actor.userId,
        actorRoleId: actor.roleId,
        action: "file.upload",
        entityType: "file",
        entityId: row.id,
        after: { key, name: file.name, mimetype: file.mimetype, size: file.size, petitionId: row.petitionId, category: row.category },
        ip: ctx.ip,
      });
      if (row.petitionId) {
        await addHistory(tx, { tenantId: tenant.id, petitionId: row.petitionId, code: null, line: { code: "fileUploaded", params: { file: file.name } }, actor: workflowActor(actor) });
      }
    }),
  );
  // The firm's uploads nobody attached in time go now; a failure there does not fail this upload.
  await purgeUnattachedUploads(db, tenant.id).catch((err) => log.error({ err, tenantId: tenant.id }, "[documents] could not purge unattached uploads"));
  const url = await getFileStore().signedUrl(key, { fileName: file.name, expiresIn: DEFAULT_SIGNED_URL_SECONDS });
  return { key, url, name: file.name, mimetype: file.mimetype, size: file.size, isNew: true };
}

/** An upload not attached to a document within this many hours is removed (screens attach right after uploading). */
export const UNATTACHED_UPLOAD_HOURS = 24;

/**
 * The nightly purge's age: a day more than the firm's own purge. It is the backstop for a firm that uploads nothing
 * more; a firm that does removes its own at 24 hours (and a process removing another process's files near the
 * boundary would race the firm's own purge for the same rows).
 */
export const NIGHTLY_UPLOAD_PURGE_HOURS = UNATTACHED_UPLOAD_HOURS + 24;

/**
 * The nightly purge (job "purge.expired"): every firm's uploads older than NIGHTLY_UPLOAD_PURGE_HOURS that
 * were never attached, 50 per transaction. Returns how many were removed.
 */
export async function purgeExpiredUploads(db: Executor, now = new Date()): Promise<number> {
  const hours = NIGHTLY_UPLOAD_PURGE_HOURS;
  const before = new Date(now.getTime() - hours * 3600_000);
  let removed = 0;
  for (const tenantId of await tenantsWithUploadsBefore(db, before)) {
    for (let batch = await purgeUnattachedUploads(db, tenantId, now, hours); batch.length > 0; batch = await purgeUnattachedUploads(db, tenantId, now, hours)) {
      removed += batch.length;
    }
  }
  return removed;
}

/**
 * Remove a firm's uploads that were not attached within `hours` (UNATTACHED_UPLOAD_HOURS), at most 50 per call:
 * the rows, with an audit entry each and a history line for a case's file, in one transaction; then
 * the stored files. Runs after every upload of the firm. Returns the removed keys.
 */
async function purgeUnattachedUploads(db: Executor, tenantId: string, now = new Date(), hours = UNATTACHED_UPLOAD_HOURS): Promise<string[]> {
  const before = new Date(now.getTime() - hours * 3600_000);
  const rows = await db.transaction(async (tx) => {
    const found = await lockUploadsBefore(tx, tenantId, before, 50);
    await deleteUploads(tx, tenantId, found.map((r) => r.id));
    for (const r of found) {
      await writeAudit(tx, {
        tenantId,
        actorUserId: null,
        action: "file.expire",
        entityType: "file",
        entityId: r.id,
        before: { key: r.fileKey, name: r.fileName, petitionId: r.petitionId, uploadedByUserId: r.uploadedByUserId },
      });
      if (r.petitionId) {
        await addHistory(tx, { tenantId, petitionId: r.petitionId, code: null, line: { code: "fileExpired", params: { hours: UNATTACHED_UPLOAD_HOURS, file: r.fileName } }, actor: null });
      }
    }
    return found;
  });
  const store = getFileStore();
  for (const r of rows) {
    await store.delete(r.fileKey).catch((err) => log.error({ err, key: r.fileKey }, "[documents] could not delete a stored file"));
  }
  return rows.map((r) => r.fileKey);
}

/**
 * Delete newly added files: each key must be the caller's own upload that no document uses yet;
 * any other key (another user's or tenant's, attached, unknown) is "File not found" and nothing is
 * deleted. The rows go in one transaction, then the files.
 */
export async function deleteFiles(ctx: ActorContext, keyNames: readonly string[]): Promise<{ deleted: string[] }> {
  const { db, actor, tenant } = ctx;
  const keys = [...new Set(keyNames)];
  if (keys.some((k) => !isTenantKey(tenant.id, k))) throw fail.notFound("File");
  const rows = await db.transaction(async (tx) => {
    const found = await lockUploadsByKeys(tx, tenant.id, keys);
    if (found.length !== keys.length || found.some((r) => r.uploadedByUserId !== actor.userId)) throw fail.notFound("File");
    await deleteUploads(tx, tenant.id, found.map((r) => r.id));
    for (const r of found) {
      await writeAudit(tx, {
        tenantId: tenant.id,
        actorUserId: actor.userId,
        actorRoleId: actor.roleId,
        action: "file.delete",
        entityType: "file",
        entityId: r.id,
        before: { key: r.fileKey, name: r.fileName, petitionId: r.petitionId },
        ip: ctx.ip,
      });
      if (r.petitionId) {
        await addHistory(tx, { tenantId: tenant.id, petitionId: r.petitionId, code: null, line: { code: "fileDiscarded", params: { file: r.fileName } }, actor: workflowActor(actor) });
      }
    }
    return found;
  });
  const store = getFileStore();
  for (const r of rows) {
    await store.delete(r.fileKey).catch((err) => log.error({ err, key: r.fileKey }, "[documents] could not delete a stored file"));
  }
  return { deleted: rows.map((r) => r.fileKey) };
}

/** Whether the actor may read this document of a case it sees (category and, for beneficiaries, ownership). */
export async function mayReadDocument(db: Executor, actor: Actor, doc: DocumentRecord): Promise<boolean> {
  if (!readableCategories(actor.roleId).includes(doc.category as never)) return false;
  if (seesOnlyOwnBeneficiaryDocs(actor.roleId) && doc.category === "beneficiary_doc") {
    const mine = (await caseBeneficiaryRefs(db, actor.tenantId, doc.petitionId)).filter((b) => b.userId === actor.userId).map((b) => b.id);
    return doc.beneficiaryId !== null && mine.includes(doc.beneficiaryId);
  }
  return true;
}

/** The file a key names if the caller may download it: a visible document, or an upload it may see. 404 otherwise. */
async function readableFile(db: Executor, actor: Actor, key: string, petitionId?: string): Promise<{ key: string; name: string }> {
  if (!isTenantKey(actor.tenantId, key)) throw fail.notFound("File");
  try {
    assertValidKey(key);
  } catch {
    throw fail.notFound("File");
  }
  const doc = await findDocumentByKey(db, actor.tenantId, key);
  if (doc) {
    if (petitionId && doc.petitionId !== petitionId) throw fail.notFound("File");
    await visibleCaseOr404(db, actor, doc.petitionId).catch(() => {
      throw fail.notFound("File");
    });
    if (!(await mayReadDocument(db, actor, doc))) throw fail.notFound("File");
    return { key, name: doc.fileName };
  }
  const [upload] = await findUploadsByKeys(db, actor.tenantId, [key]);
  if (!upload) throw fail.notFound("File");
  if (petitionId && upload.petitionId !== petitionId) throw fail.notFound("File");
  if (upload.uploadedByUserId === actor.userId) return { key, name: upload.fileName };
  if (upload.petitionId && isDocumentStaff(actor.roleId)) {
    await visibleCaseOr404(db, actor, upload.petitionId).catch(() => {
      throw fail.notFound("File");
    });
    return { key, name: upload.fileName };
  }
  throw fail.notFound("File");
}

/** A short-lived (5 minutes) download URL of a file the caller may see. */
export async function signedUrlFor(ctx: ActorContext, body: SignedUrlBody): Promise<string> {
  const file = await readableFile(ctx.db, ctx.actor, body.keyName, body.petitionId);
  return getFileStore().signedUrl(file.key, { fileName: body.fileName ?? file.name, expiresIn: DEFAULT_SIGNED_URL_SECONDS });
}

/** GET /api/files/download?key&exp&name&sig: the local store's file while the link is valid, on its firm's host. */
export async function serveSignedDownload(ctx: PublicContext, query: URLSearchParams): Promise<Response> {
  const link = verifyLocalSignedUrl(query);
  if (!link || !isTenantKey(ctx.tenant.id, link.key)) throw fail.notFound("File");
  const file = await getFileStore().get(link.key);
  if (!file) throw fail.notFound("File");
  return fileResponse(file, "private, no-store", { "content-disposition": attachmentDisposition(link.name || "file") });
}
