// POST /api/petition/update-forms-and-letters-version — staff add a new version of a form or letter (multipart file, or JSON key) { documentId, key? }; old versions are kept
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { updateFormsVersionFields } from "@/lib/modules/documents/contract";
import { updateFormsAndLettersVersion } from "@/lib/modules/documents/case-documents";
import { DOCUMENT_STAFF_ROLES } from "@/lib/modules/documents/policy";

export const POST = defineUploadRoute({
  auth: "user",
  roles: DOCUMENT_STAFF_ROLES,
  fields: updateFormsVersionFields,
  fileRequired: false,
  acceptsJson: true,
  handler: async ({ db, actor, tenant, ip, body, files }) => ({
    data: await updateFormsAndLettersVersion({ db, actor, tenant, ip }, body, files),
    message: "New version uploaded",
  }),
});
