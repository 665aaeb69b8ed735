// Documents of a case: the documents tab list, and the helpers every document change shares (the
// audit entry plus case history line, a visible document or 404). The changes themselves:
// beneficiary-documents.ts, forms-and-letters.ts, scanned-copies.ts; each is one transaction.
import "server-only";
import type { PetitionRow } from "@/db/schema/cases";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { addHistory } from "@/lib/modules/cases/steps/complete";
import type { HistoryMessage } from "@/lib/modules/cases/history-lines";
import type { Actor } from "@/lib/server/auth/session";
import { writeAudit } from "@/lib/server/audit/audit";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import type { DocumentCategory, DocumentDto, DocumentListBody } from "./contract";
import { groupDocuments } from "./dto";
import { mayReadDocument } from "./files";
import { readableCategories, seesOnlyOwnBeneficiaryDocs } from "./policy";
import { caseBeneficiaryRefs, findDocument, listDocuments, type DocumentRecord } from "./repository";
import { workflowActor, type IncomingFile } from "./stored-files";
import type { ActorContext } from "@/lib/server/context";

export const caseLabel = (p: PetitionRow) => p.customCaseNumber ?? p.caseNumber;

/** The audit entry and the case history line of one document change (inside its transaction). */
export async function record(
  tx: Executor,
  ctx: ActorContext,
  petitionId: string,
  e: { action: string; entityId: string; before?: unknown; after?: unknown; history: HistoryMessage },
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
  await addHistory(tx, { tenantId: ctx.tenant.id, petitionId, code: null, line: e.history, actor: workflowActor(ctx.actor) });
}

/** The stored-file columns of a new document row: the incoming file, and who sent it. */
export const fileColumns = (f: IncomingFile, uploadedByUserId: string) => ({ fileKey: f.key, fileName: f.name, mimetype: f.mimetype, sizeBytes: f.size, uploadedByUserId });

export const fileSummary = (docs: readonly DocumentRecord[]) => docs.map((d) => ({ id: d.id, key: d.fileKey, name: d.fileName, docType: d.docType, version: d.version }));
export const names = (files: readonly IncomingFile[]) => files.map((f) => f.name).join(", ");

/** A live document of a case the caller sees, of `category`; 404 otherwise. */
export async function visibleDocument(db: Executor, actor: Actor, id: string, category: DocumentCategory): Promise<{ doc: DocumentRecord; petition: PetitionRow }> {
  const doc = await findDocument(db, actor.tenantId, id);
  if (!doc || doc.category !== category) throw fail.notFound("Document");
  const petition = await visibleCaseOr404(db, actor, doc.petitionId).catch(() => {
    throw fail.notFound("Document");
  });
  if (!(await mayReadDocument(db, actor, doc))) throw fail.notFound("Document");
  return { doc, petition };
}

// ---------- list ----------

/** The documents of a case the caller sees, in the categories its role reads (optionally one), with the case. */
export async function readableCaseDocuments(ctx: ActorContext, body: DocumentListBody): Promise<{ petition: PetitionRow; documents: DocumentDto[] }> {
  const { db, actor } = ctx;
  const p = await visibleCaseOr404(db, actor, body.petitionId);
  const allowed = readableCategories(actor.roleId);
  const categories = body.category ? allowed.filter((c) => c === body.category) : allowed;
  let own: string[] | undefined;
  if (seesOnlyOwnBeneficiaryDocs(actor.roleId)) {
    own = (await caseBeneficiaryRefs(db, actor.tenantId, p.id)).filter((b) => b.userId === actor.userId).map((b) => b.id);
  }
  return { petition: p, documents: groupDocuments(await listDocuments(db, actor.tenantId, p.id, categories, own, body.rfeCaseId)) };
}

export async function listCaseDocuments(ctx: ActorContext, body: DocumentListBody): Promise<DocumentDto[]> {
  return (await readableCaseDocuments(ctx, body)).documents;
}
