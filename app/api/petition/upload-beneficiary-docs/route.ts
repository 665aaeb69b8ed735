// POST /api/petition/upload-beneficiary-docs — the beneficiary, the case's petitioner or staff send documents (multipart files, or JSON keys) { petitionId, beneficiaryId?, docType, keys? }
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { MAX_FILES_PER_UPLOAD, uploadBeneficiaryDocsFields } from "@/lib/modules/documents/contract";
import { uploadBeneficiaryDocs } from "@/lib/modules/documents/case-documents";
import { BENEFICIARY_DOC_UPLOADER_ROLES } from "@/lib/modules/documents/policy";

export const POST = defineUploadRoute({
  auth: "user",
  roles: BENEFICIARY_DOC_UPLOADER_ROLES,
  fields: uploadBeneficiaryDocsFields,
  maxFiles: MAX_FILES_PER_UPLOAD,
  fileRequired: false,
  acceptsJson: true,
  handler: async ({ db, actor, tenant, ip, body, files }) => ({
    data: await uploadBeneficiaryDocs({ db, actor, tenant, ip }, body, files),
    message: "Documents uploaded",
  }),
});
