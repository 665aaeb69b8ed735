// One level of folders per owner (the firm, or a client): list with their live document counts; create or
// rename (a name unique per owner, case-insensitive). Deleting a folder is not offered (see README).
import "server-only";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import { reachOwner, reachRecordOwner } from "./access";
import type { CompanyDocumentFolderDto, FolderListBody, SaveFolderBody } from "./contract";
import { findFolder, findFolderByName, insertFolder, listFolders, renameFolder } from "./repository";

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
