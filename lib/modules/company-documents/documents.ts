// The standing documents of a firm or a client: list, details with versions, save (a new document, a new
// version, new metadata), soft delete, a short-lived download link. Files go through the documents
// module's storage step (withStoredFiles: written first, removed again if the transaction fails).
import "server-only";
import { withStoredFiles } from "@/lib/modules/documents/stored-files";
import { writeAudit } from "@/lib/server/audit/audit";
import { enqueue } from "@/lib/server/jobs/runner";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import { DEFAULT_SIGNED_URL_SECONDS, getFileStore } from "@/lib/server/storage/file-store";
import { MSG } from "@/lib/shared/validation/messages";
import { reachOwner, reachRecordOwner, type Owner } from "./access";
import type { CompanyDocumentDto, CompanyDocumentListBody, DocumentUrlBody, SaveCompanyDocumentFields } from "./contract";
import { toDocumentDto } from "./dto";
import { companyDocumentKey } from "./keys";
import { findDocument, findFolder, findVersion, lockFolder, insertDocument, insertVersion, listDocuments, listVersions, lockDocument, updateDocument, type DocumentWithNames } from "./repository";

/** The firm's deadline reminders follow at once (jobs.ts): queued in the transaction of a change that touches an expiry date. */
const syncReminders = (tx: Executor, ctx: ActorContext) => enqueue(tx, "deadlines.sync-firm", { tenantId: ctx.tenant.id, today: ctx.clock.today });

const audit = (tx: Executor, ctx: ActorContext, action: string, entityId: string, before?: unknown, after?: unknown) =>
  writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action, entityType: "company_document", entityId, before, after, ip: ctx.ip });

export async function listCompanyDocuments(ctx: ActorContext, body: CompanyDocumentListBody): Promise<{ rows: CompanyDocumentDto[]; total: number }> {
  const owner = await reachOwner(ctx.db, ctx.actor, body.companyId, "read");
  const m = body.filter.matcher;
  const { rows, total } = await listDocuments(ctx.db, ctx.tenant.id, {
    companyId: owner.companyId,
    folderId: m.folderId,
    categories: m.categories,
    search: body.search,
    sortBy: body.sortBy,
    sortOrder: body.sortOrder,
    page: body.page,
    perpage: body.perpage,
  });
  return { rows: rows.map((r) => toDocumentDto(r, ctx.clock.today)), total };
}

/** A live document the actor reaches (read or write), with its owner; 404 otherwise (another firm's, a client out of reach). */
export async function reachableDocument(ctx: ActorContext, id: string, mode: "read" | "write"): Promise<{ found: DocumentWithNames; owner: Owner }> {
  const found = await findDocument(ctx.db, ctx.tenant.id, id);
  if (!found) throw fail.notFound("Document");
  const owner = await reachRecordOwner(ctx.db, ctx.actor, found.doc.companyId, mode, "Document");
  return { found, owner };
}

export async function companyDocumentDetails(ctx: ActorContext, id: string): Promise<CompanyDocumentDto> {
  const { found } = await reachableDocument(ctx, id, "read");
  return toDocumentDto(found, ctx.clock.today, await listVersions(ctx.db, ctx.tenant.id, found.doc.id));
}

/** A folder of the same owner, or 422. */
async function checkFolder(db: Executor, tenantId: string, owner: Owner, folderId: string | null | undefined): Promise<void> {
  if (!folderId) return;
  const folder = await findFolder(db, tenantId, folderId);
  if (!folder || folder.companyId !== owner.companyId) throw fail.validation({ folderId: MSG.invalid("Folder") });
}

/**
 * documents-save. Without `id`: a new document (version 1; title, category and a file required). With `id`:
 * the given metadata changes, and a file becomes the next version (every earlier one is kept).
 */
export async function saveCompanyDocument(ctx: ActorContext, body: SaveCompanyDocumentFields, files: readonly UploadedFile[]): Promise<CompanyDocumentDto> {
  const { db, actor, tenant } = ctx;
  const file = files[0];
  if (!body.id) {
    const missing: Record<string, string> = {};
    if (!body.title) missing.title = MSG.required("Title");
    if (!body.category) missing.category = MSG.required("Category");
    if (!file) missing.file = MSG.required("File");
    if (Object.keys(missing).length) throw fail.validation(missing);
  }
  const existing = body.id ? await reachableDocument(ctx, body.id, "write") : null;
  if (existing && body.companyId !== undefined && body.companyId !== existing.found.doc.companyId) throw fail.validation({ companyId: "A document cannot move to another owner" });
  const owner = existing ? existing.owner : await reachOwner(db, actor, body.companyId, "write");
  await checkFolder(db, tenant.id, owner, body.folderId);
  const stored = file ? [{ key: companyDocumentKey(tenant.id, owner.companyId, file.name), name: file.name, mimetype: file.mimetype, size: file.size, source: file }] : [];
  const id = await withStoredFiles(stored, () =>
    db.transaction(async (tx) => {
      // The folder is still there (its deletion waits for this transaction, or happened before: 422).
      if (body.folderId && !(await lockFolder(tx, tenant.id, body.folderId, "share"))) throw fail.validation({ folderId: MSG.invalid("Folder") });
      const f = stored[0];
      const versionOf = (documentId: string, version: number) =>
        f ? insertVersion(tx, { tenantId: tenant.id, documentId, version, fileKey: f.key, fileName: f.name, mimetype: f.mimetype, sizeBytes: f.size, uploadedByUserId: actor.userId }) : null;
      if (!existing) {
        const doc = await insertDocument(tx, {
          tenantId: tenant.id,
          companyId: owner.companyId,
          folderId: body.folderId ?? null,
          title: body.title as string,
          category: body.category as string,
          expiryDate: body.expiryDate ?? null,
          currentVersion: 1,
          createdByUserId: actor.userId,
        });
        await versionOf(doc.id, 1);
        if (doc.expiryDate) await syncReminders(tx, ctx);
        await audit(tx, ctx, "company_document.create", doc.id, undefined, { companyId: doc.companyId, title: doc.title, category: doc.category, expiryDate: doc.expiryDate, file: f?.name, key: f?.key });
        return doc.id;
      }
      const before = await lockDocument(tx, tenant.id, existing.found.doc.id);
      if (!before) throw fail.notFound("Document");
      const patch = {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.category !== undefined ? { category: body.category } : {}),
        ...(body.folderId !== undefined ? { folderId: body.folderId } : {}),
        ...(body.expiryDate !== undefined ? { expiryDate: body.expiryDate } : {}),
        ...(f ? { currentVersion: before.currentVersion + 1 } : {}),
      };
      const after = await updateDocument(tx, tenant.id, before.id, patch);
      await versionOf(before.id, after.currentVersion);
      if (before.expiryDate !== after.expiryDate || (before.expiryDate && patch.title !== undefined)) await syncReminders(tx, ctx);
      await audit(
        tx,
        ctx,
        f ? "company_document.version" : "company_document.update",
        before.id,
        { title: before.title, category: before.category, folderId: before.folderId, expiryDate: before.expiryDate, currentVersion: before.currentVersion },
        { ...patch, file: f?.name, key: f?.key },
      );
      return before.id;
    }),
  );
  const saved = await findDocument(db, tenant.id, id);
  if (!saved) throw fail.notFound("Document");
  return toDocumentDto(saved, ctx.clock.today, await listVersions(db, tenant.id, id));
}

/** Soft delete: the row and every version's file are kept for the audit; the document leaves the lists and its open reminders are dismissed (jobs.ts). */
export async function deleteCompanyDocument(ctx: ActorContext, id: string): Promise<{ id: string }> {
  const { found } = await reachableDocument(ctx, id, "write");
  await ctx.db.transaction(async (tx) => {
    const row = await lockDocument(tx, ctx.tenant.id, found.doc.id);
    if (!row) throw fail.notFound("Document");
    await updateDocument(tx, ctx.tenant.id, row.id, { deletedAt: new Date(), deletedByUserId: ctx.actor.userId });
    await audit(tx, ctx, "company_document.delete", row.id, { companyId: row.companyId, title: row.title, category: row.category, currentVersion: row.currentVersion }, undefined);
    if (row.expiryDate) await syncReminders(tx, ctx);
  });
  return { id: found.doc.id };
}

/** A short-lived (5 minutes) download link of one version of a document the actor reads. */
export async function companyDocumentUrl(ctx: ActorContext, body: DocumentUrlBody): Promise<string> {
  const version = await findVersion(ctx.db, ctx.tenant.id, body.versionId);
  if (!version) throw fail.notFound("File");
  await reachableDocument(ctx, version.documentId, "read").catch(() => {
    throw fail.notFound("File");
  });
  return getFileStore().signedUrl(version.fileKey, { fileName: version.fileName, expiresIn: DEFAULT_SIGNED_URL_SECONDS });
}

/** The bytes of a document's latest version (the case's copy, add-to-case.ts). */
export async function latestFileOf(found: DocumentWithNames): Promise<UploadedFile> {
  const stored = await getFileStore().get(found.latest.fileKey);
  if (!stored) throw fail.notFound("File");
  return { name: found.latest.fileName, mimetype: found.latest.mimetype, size: stored.body.length, bytes: stored.body };
}
