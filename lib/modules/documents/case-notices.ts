// USCIS notices kept on a case by another module's call (the green card's stage notices, category
// gc_notices: lib/modules/greencard/gc-notices.ts): each file its own document of the notice's kind, stored
// with the case's files, in one transaction with the caller's check, its history line and audit entry.
import "server-only";
import { randomUUID } from "node:crypto";
import type { HistoryMessage } from "@/lib/modules/cases/history-lines";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import { fileColumns, fileSummary, names, record } from "./case-documents";
import type { DocumentDto } from "./contract";
import { toDocumentDto } from "./dto";
import { insertDocuments } from "@/lib/modules/cases/case-documents";
import { saveCaseFiles } from "./stored-files";

export type CaseNotices = {
  category: "gc_notices";
  docType: string;
  files: readonly UploadedFile[];
  keys?: readonly string[];
  /** Checked again inside the transaction (reach, who may record the notice). */
  check: (tx: Executor) => Promise<void>;
  action: string;
  history: (files: string) => HistoryMessage;
};

export async function saveCaseNotices(ctx: ActorContext, petitionId: string, n: CaseNotices): Promise<DocumentDto[]> {
  const { actor } = ctx;
  const rows = await saveCaseFiles(ctx, petitionId, { files: n.files, keys: n.keys ?? [] }, async (tx, incoming) => {
    await n.check(tx);
    const inserted = await insertDocuments(
      tx,
      incoming.map((f) => ({ tenantId: actor.tenantId, petitionId, category: n.category, docType: n.docType, groupId: randomUUID(), version: 1, status: "accepted", ...fileColumns(f, actor.userId) })),
    );
    await record(tx, ctx, petitionId, { action: n.action, entityId: inserted[0].id, after: { documents: fileSummary(inserted) }, history: n.history(names(incoming)) });
    return inserted;
  });
  return rows.map((r) => toDocumentDto({ ...r, uploaderName: actor.name }));
}
