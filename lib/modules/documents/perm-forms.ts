// The PERM case's forms and letters (/api/perm/upload-forms-and-letters): the ETA-9089 draft, the
// recruitment report and the business necessity letter, each one versioned document of the case
// (category perm_forms; a new upload of a kind is its next version, every old one kept). The PERM module
// says whether the record takes forms (reach, perm.update, still in preparation) and what a new ETA-9089
// draft does to its status (18 → 19; after approval, back to 19 for a new review).
import "server-only";
import { randomUUID } from "node:crypto";
import { permDraftUploaded, permForForms } from "@/lib/modules/perm/perm";
import type { ActorContext } from "@/lib/server/context";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import { fileColumns, fileSummary, record } from "./case-documents";
import type { DocumentDto, UploadPermFormFields } from "./contract";
import { toDocumentDto } from "./dto";
import { oneFile } from "./forms-and-letters";
import { insertDocuments } from "@/lib/modules/cases/case-documents";
import { latestOfKind } from "./repository";
import { saveCaseFiles } from "./stored-files";

export async function uploadPermForm(ctx: ActorContext, body: UploadPermFormFields, files: readonly UploadedFile[]): Promise<DocumentDto> {
  const { actor } = ctx;
  const { perm, c } = await permForForms(ctx, ctx.db, body.id, { draft: body.docType === "eta9089Draft" });
  const [doc] = await saveCaseFiles(ctx, c.id, oneFile(files, body.key), async (tx, [f]) => {
    // Checked again under the row lock: the record may have been filed meanwhile.
    const locked = await permForForms(ctx, tx, perm.id, { forUpdate: true, draft: body.docType === "eta9089Draft" });
    const last = await latestOfKind(tx, actor.tenantId, c.id, "perm_forms", body.docType);
    const version = (last?.version ?? 0) + 1;
    const rows = await insertDocuments(tx, [
      {
        tenantId: actor.tenantId,
        petitionId: c.id,
        category: "perm_forms",
        docType: body.docType,
        groupId: last?.groupId ?? randomUUID(),
        version,
        status: "accepted",
        ...fileColumns(f, actor.userId),
      },
    ]);
    await record(tx, ctx, c.id, {
      action: "document.perm_form_upload",
      entityId: rows[0].id,
      after: { permId: perm.id, version, documents: fileSummary(rows) },
      history: { code: "permFormUploaded", params: { docType: body.docType, version, file: f.name } },
    });
    if (body.docType === "eta9089Draft") await permDraftUploaded(tx, ctx, locked.perm, locked.c);
    return rows;
  });
  return toDocumentDto({ ...doc, uploaderName: actor.name });
}
