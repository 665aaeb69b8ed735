// One level of folders per owner (the firm, or a client): list with their live document counts; create or
// rename (a name unique per owner, case-insensitive); delete an empty one (its documents are moved or deleted
// first: nothing is lost with a folder).
import "server-only";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import { reachOwner, reachRecordOwner } from "./access";
import type { CompanyDocumentFolderDto, DeleteFolderBody, FolderListBody, SaveFolderBody } from "./contract";
import { deleteFolder, findFolder, findFolderByName, insertFolder, listFolders, liveDocumentsInFolder, lockFolder, renameFolder } from "./repository";

export const DUPLICATE_FOLDER_MESSAGE = "A folder with this name already exists";

export async function listCompanyDocumentFolders(ctx: ActorContext, body: FolderListBody): Promise<CompanyDocumentFolderDto[]> {
  const owner = await reachOwner(ctx.db, ctx.actor, body.companyId, "read");
  return (await listFolders(ctx.db, ctx.tenant.id, owner.companyId)).map((f) => ({ id: f.id, companyId: f.companyId, name: f.name, documentCount: f.documentCount }));
}

export async function saveCompanyDocumentFolder(ctx: ActorContext, body: SaveFolderBody): Promise<CompanyDocumentFolderDto> {
  const { db, actor, tenant } = ctx;
  const current = body.id ? await findFolder(db, tenant.id, body.id) : null;
  if (body.id && !current) throw fail.notFound("Folder");
  const owner = current ? await reachRecordOwner(db, actor, current.companyId, "write", "Folder") : await reachOwner(db, actor, body.companyId, "write");
  const same = await findFolderByName(db, tenant.id, owner.companyId, body.name);
  if (same && same.id !== current?.id) throw fail.validation({ name: DUPLICATE_FOLDER_MESSAGE });
  const row = await db.transaction(async (tx) => {
    const saved = current ? await renameFolder(tx, tenant.id, current.id, body.name) : await insertFolder(tx, { tenantId: tenant.id, companyId: owner.companyId, name: body.name, createdByUserId: actor.userId });
    await writeAudit(tx, {
      tenantId: tenant.id,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: current ? "company_document_folder.rename" : "company_document_folder.create",
      entityType: "company_document_folder",
      entityId: saved.id,
      before: current ? { name: current.name } : undefined,
      after: { name: saved.name, companyId: saved.companyId },
      ip: ctx.ip,
    });
    return saved;
  });
  return { id: row.id, companyId: row.companyId, name: row.name, documentCount: 0 };
}

/** document-folders-delete: an empty folder only (409 with how many documents it still holds), under a lock that a document going into it waits for. */
export async function deleteCompanyDocumentFolder(ctx: ActorContext, body: DeleteFolderBody): Promise<void> {
  const { db, actor, tenant } = ctx;
  const current = await findFolder(db, tenant.id, body.id);
  if (!current) throw fail.notFound("Folder");
  await reachRecordOwner(db, actor, current.companyId, "write", "Folder");
  await db.transaction(async (tx) => {
    const folder = await lockFolder(tx, tenant.id, current.id, "update");
    if (!folder) throw fail.notFound("Folder");
    const n = await liveDocumentsInFolder(tx, tenant.id, folder.id);
    if (n > 0) throw fail.conflict(`The folder "${folder.name}" holds ${n === 1 ? "1 document" : `${n} documents`}: move or delete ${n === 1 ? "it" : "them"} first`);
    await deleteFolder(tx, tenant.id, folder.id);
    await writeAudit(tx, {
      tenantId: tenant.id,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "company_document_folder.delete",
      entityType: "company_document_folder",
      entityId: folder.id,
      before: { name: folder.name, companyId: folder.companyId },
      ip: ctx.ip,
    });
  });
}
