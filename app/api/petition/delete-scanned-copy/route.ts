// POST /api/petition/delete-scanned-copy — staff remove a scanned copy (soft delete) { documentId }
import { defineRoute } from "@/lib/server/http/define-route";
import { documentIdBody } from "@/lib/modules/documents/contract";
import { deleteScannedCopy } from "@/lib/modules/documents/case-documents";
import { DOCUMENT_STAFF_ROLES } from "@/lib/modules/documents/policy";

export const POST = defineRoute({
  auth: "user",
  roles: DOCUMENT_STAFF_ROLES,
  body: documentIdBody,
  handler: async ({ db, actor, tenant, ip, body }) => ({ data: await deleteScannedCopy({ db, actor, tenant, ip }, body.documentId), message: "Scanned copy deleted" }),
});
