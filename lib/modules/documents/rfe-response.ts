// POST /api/petition/upload-rfe-response-docs: the firm's RFE response has reached USCIS — the day USCIS
// received it, with the receipt or the response documents. Allowed to those who record USCIS's response
// (UPDATE_USCIS_RESPONSE's editors), on a case whose recorded USCIS answer is an RFE. The case (cases'
// recordRfeResponseReceived) stores the day, which restarts the premium-processing clock (domain rule 17).
import "server-only";
import { fileColumns } from "./case-documents";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { lockCase } from "@/lib/modules/cases/steps/complete";
import { recordRfeResponseReceived } from "@/lib/modules/cases/steps/rfe-response";
import { getWorkflow } from "@/lib/modules/workflow/config";
import { canAct } from "@/lib/modules/workflow/rules";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import type { RfeResponseResult, UploadRfeResponseFields } from "./contract";
import { toDocumentDto } from "./dto";
import { insertDocuments } from "./repository";
import { saveCaseFiles, workflowActor } from "./stored-files";

const CODE = "UPDATE_USCIS_RESPONSE";

export async function uploadRfeResponse(ctx: ActorContext, body: UploadRfeResponseFields, files: readonly UploadedFile[]): Promise<RfeResponseResult> {
  const { db, actor } = ctx;
  const visible = await visibleCaseOr404(db, actor, body.petitionId);
  const entry = (await getWorkflow(db, actor.tenantId)).find((e) => e.code === CODE);
  if (!canAct(entry, actor.roleId)) throw fail.forbidden(`Your role cannot record "${entry?.name ?? "USCIS response"}"`);

  return saveCaseFiles(ctx, visible.id, { files, keys: body.keys ?? [] }, async (tx, incoming) => {
    const locked = await lockCase(tx, actor.tenantId, visible.id);
    const p = await recordRfeResponseReceived(tx, { petition: locked, receivedDate: body.receivedDate, actor: workflowActor(actor), ip: ctx.ip, documents: incoming.length });
    const docs = await insertDocuments(
      tx,
      incoming.map((f) => ({
        tenantId: actor.tenantId,
        petitionId: p.id,
        category: "uscis_response",
        docType: "rfeResponse",
        status: "accepted",
        ...fileColumns(f, actor.userId),
      })),
    );
    await writeAudit(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "document.rfe_response_upload",
      entityType: "petition_document",
      entityId: docs[0].id,
      after: { receivedDate: body.receivedDate, documents: docs.map((d) => ({ id: d.id, key: d.fileKey, name: d.fileName })) },
      ip: ctx.ip,
    });
    return {
      petitionId: p.id,
      statusId: p.statusId,
      rfeResponseReceivedDate: body.receivedDate,
      documents: docs.map((d) => toDocumentDto({ ...d, uploaderName: actor.name })),
    };
  });
}
