// Documents of an RFE case (cases' rfe variant): the response being prepared (/api/rfe-petition/upload-response-docs,
// until the attorney approves it) and the scanned copy of the response as filed (/api/rfe-petition/upload-scanned-copy);
// and the request for the attorney's approval (/api/petition/req-rfe-response-docs-approval), which needs a response document.
import "server-only";
import type { RfeDetails } from "@/lib/modules/cases/rfe/contract";
import { lockRfeForWrite, requestRfeApproval, rfeForStep } from "@/lib/modules/cases/rfe/service";
import { rfeAudit, rfeHistory } from "@/lib/modules/cases/rfe/steps";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import { fileColumns, fileSummary, names } from "./case-documents";
import type { DocumentDto, UploadRfeDocsFields } from "./contract";
import { toDocumentDto } from "./dto";
import { insertDocuments } from "@/lib/modules/cases/case-documents";
import { countLiveDocuments } from "./repository";
import { saveCaseFiles, workflowActor } from "./stored-files";

export const RESPONSE_APPROVED = "The response has been approved: upload changes after sending it back to preparation";
export const RESPONSE_FILED = "The response has been filed with USCIS: it no longer changes";

const KINDS = {
  response: { category: "rfe_response", step: "RFE_RESPONSE_DOCS_PREPARED", docType: "rfeResponseDoc", history: "rfeResponseDocs", action: "document.rfe_response_docs_upload" },
  scanned: { category: "rfe_scanned_copy", step: "RFE_RESPONSE_FILED", docType: "scannedCopy", history: "rfeScannedUploaded", action: "document.rfe_scanned_copy_upload" },
} as const;

export async function uploadRfeDocs(ctx: ActorContext, kind: keyof typeof KINDS, body: UploadRfeDocsFields, files: readonly UploadedFile[]): Promise<DocumentDto[]> {
  const k = KINDS[kind];
  const { actor } = ctx;
  const { rfe, petition } = await rfeForStep(ctx, body.rfeCaseId, k.step);
  const docs = await saveCaseFiles(ctx, petition.id, { files, keys: body.keys ?? [] }, async (tx, incoming) => {
    const locked = await lockRfeForWrite(tx, actor.tenantId, rfe.id, petition.id);
    // The approved response is what gets signed and filed: it no longer changes.
    // (A firm may leave the approval out of its RFE workflow: then the filing is what fixes it.)
    if (kind === "response" && locked.rfe.completedActivities.includes("RFE_RESPONSE_DOCS_APPROVED")) throw fail.conflict(RESPONSE_APPROVED);
    if (kind === "response" && locked.rfe.completedActivities.includes("RFE_RESPONSE_FILED")) throw fail.conflict(RESPONSE_FILED);
    const rows = await insertDocuments(
      tx,
      incoming.map((f) => ({ tenantId: actor.tenantId, petitionId: petition.id, rfeCaseId: rfe.id, category: k.category, docType: body.docType ?? k.docType, status: "accepted", ...fileColumns(f, actor.userId) })),
    );
    const wf = workflowActor(actor);
    await rfeHistory(tx, { tenantId: actor.tenantId, petitionId: petition.id, rfeCaseId: rfe.id, actor: wf, code: null, line: { code: k.history, params: { files: names(incoming) } } });
    await rfeAudit(tx, locked.rfe, wf, k.action, null, { documents: fileSummary(rows) }, ctx.ip);
    return rows;
  });
  return docs.map((d) => toDocumentDto({ ...d, uploaderName: actor.name }));
}

export function requestRfeResponseApproval(ctx: ActorContext, rfeCaseId: string): Promise<RfeDetails> {
  return requestRfeApproval(ctx, rfeCaseId, (tx, r) => countLiveDocuments(tx, r.tenantId, r.petitionId, "rfe_response", r.id));
}
