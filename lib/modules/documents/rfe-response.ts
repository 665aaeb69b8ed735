// POST /api/petition/upload-rfe-response-docs: the firm's RFE response has reached USCIS — the day USCIS
// received it, with the receipt or the response documents. Allowed to those who record USCIS's response
// (UPDATE_USCIS_RESPONSE's editors), on a case whose recorded USCIS answer is an RFE. The case (cases'
// recordRfeResponseReceived) stores the day, which restarts the premium-processing clock (domain rule 17).
import "server-only";
import { lockCase } from "@/lib/modules/cases/steps/complete";
import { recordRfeResponseReceived } from "@/lib/modules/cases/steps/rfe-response";
import type { ActorContext } from "@/lib/server/context";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import type { RfeResponseResult, UploadRfeResponseFields } from "./contract";
import { toDocumentDto } from "./dto";
import { insertUscisResponseDocs, uscisResponseCase } from "./uscis-response";
import { saveCaseFiles, workflowActor } from "./stored-files";

export async function uploadRfeResponse(ctx: ActorContext, body: UploadRfeResponseFields, files: readonly UploadedFile[]): Promise<RfeResponseResult> {
  const { actor } = ctx;
  const visible = await uscisResponseCase(ctx, body.petitionId);

  return saveCaseFiles(ctx, visible.id, { files, keys: body.keys ?? [] }, async (tx, incoming) => {
    const locked = await lockCase(tx, actor.tenantId, visible.id);
    const p = await recordRfeResponseReceived(tx, { petition: locked, receivedDate: body.receivedDate, actor: workflowActor(actor), ip: ctx.ip, documents: incoming.length });
    const docs = await insertUscisResponseDocs(tx, ctx, p.id, incoming, {
      docType: "rfeResponse",
      action: "document.rfe_response_upload",
      after: { receivedDate: body.receivedDate },
    });
    return {
      petitionId: p.id,
      statusId: p.statusId,
      rfeResponseReceivedDate: body.receivedDate,
      documents: docs.map((d) => toDocumentDto({ ...d, uploaderName: actor.name })),
    };
  });
}
