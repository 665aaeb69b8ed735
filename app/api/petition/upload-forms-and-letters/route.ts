// POST /api/petition/upload-forms-and-letters — staff add a form or letter (multipart file, or JSON key) { petitionId, docType or name, key? }
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { uploadFormsAndLettersFields } from "@/lib/modules/documents/contract";
import { uploadFormsAndLetters } from "@/lib/modules/documents/case-documents";
import { DOCUMENT_STAFF_ROLES } from "@/lib/modules/documents/policy";

export const POST = defineUploadRoute({
  auth: "user",
  roles: DOCUMENT_STAFF_ROLES,
  fields: uploadFormsAndLettersFields,
  fileRequired: false,
  acceptsJson: true,
  handler: async ({ db, actor, tenant, ip, body, files }) => ({ data: await uploadFormsAndLetters({ db, actor, tenant, ip }, body, files), message: "Document uploaded" }),
});
