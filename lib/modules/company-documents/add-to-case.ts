// "Add from client documents": staff put a standing document (the case's client's, or the firm's own) into
// a case's forms and letters without a new upload. The latest version's stored file is copied into the
// case's folder (the case's document owns its copy: a later new version or delete of the standing document
// leaves the case's filed copy as it was) through the documents module's own forms-and-letters service.
import "server-only";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import type { DocumentDto } from "@/lib/modules/documents/contract";
import { uploadFormsAndLetters } from "@/lib/modules/documents/forms-and-letters";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import type { AddToCaseBody } from "./contract";
import { latestFileOf, reachableDocument } from "./documents";

export const NOT_CASE_CLIENT_MESSAGE = "This document belongs to another client than the case's";

export async function addCompanyDocumentToCase(ctx: ActorContext, body: AddToCaseBody): Promise<DocumentDto> {
  const { found } = await reachableDocument(ctx, body.documentId, "read");
  const petition = await visibleCaseOr404(ctx.db, ctx.actor, body.petitionId);
  if (found.doc.companyId !== null && found.doc.companyId !== petition.petitionerId) throw fail.validation({ documentId: NOT_CASE_CLIENT_MESSAGE });
  const file = await latestFileOf(found);
  const added = await uploadFormsAndLetters(ctx, { petitionId: petition.id, docType: undefined, name: found.doc.title }, [file]);
  await writeAudit(ctx.db, {
    tenantId: ctx.tenant.id,
    actorUserId: ctx.actor.userId,
    actorRoleId: ctx.actor.roleId,
    action: "company_document.add_to_case",
    entityType: "company_document",
    entityId: found.doc.id,
    after: { petitionId: petition.id, caseDocumentId: added.id, version: found.doc.currentVersion, file: found.latest.fileName },
    ip: ctx.ip,
  });
  return added;
}
