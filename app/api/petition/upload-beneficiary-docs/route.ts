// POST /api/petition/upload-beneficiary-docs — the beneficiary, the case's petitioner or staff send documents (multipart files, or JSON keys) { petitionId, beneficiaryId?, docType, keys? }
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { MAX_FILES_PER_UPLOAD, uploadBeneficiaryDocsFields } from "@/lib/modules/documents/contract";
import { uploadBeneficiaryDocs } from "@/lib/modules/documents/beneficiary-documents";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "document.upload-beneficiary",
  fields: uploadBeneficiaryDocsFields,
  maxFiles: MAX_FILES_PER_UPLOAD,
  fileRequired: false,
  acceptsJson: true,
  handler: async (ctx) => ({
    data: await uploadBeneficiaryDocs(ctx, ctx.body, ctx.files),
    message: "Documents uploaded",
  }),
});
