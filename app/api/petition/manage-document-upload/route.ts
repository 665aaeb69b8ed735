// POST /api/petition/manage-document-upload — staff attach uploaded files as a beneficiary's documents { petitionId, beneficiaryId, docType, keys[] }
import { defineRoute } from "@/lib/server/http/define-route";
import { manageDocumentUploadBody } from "@/lib/modules/documents/contract";
import { manageDocumentUpload } from "@/lib/modules/documents/case-documents";
import { DOCUMENT_STAFF_ROLES } from "@/lib/modules/documents/policy";

export const POST = defineRoute({
  auth: "user",
  roles: DOCUMENT_STAFF_ROLES,
  body: manageDocumentUploadBody,
  handler: async ({ db, actor, tenant, ip, body }) => ({ data: await manageDocumentUpload({ db, actor, tenant, ip }, body), message: "Documents saved" }),
});
