// POST /api/petition/upload-scanned-copy — staff upload scanned copies of the filed packet (multipart files, or JSON keys) { petitionId, docType?, keys? }
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { MAX_FILES_PER_UPLOAD, uploadScannedCopyFields } from "@/lib/modules/documents/contract";
import { uploadScannedCopy } from "@/lib/modules/documents/case-documents";
import { DOCUMENT_STAFF_ROLES } from "@/lib/modules/documents/policy";

export const POST = defineUploadRoute({
  auth: "user",
  roles: DOCUMENT_STAFF_ROLES,
  fields: uploadScannedCopyFields,
  maxFiles: MAX_FILES_PER_UPLOAD,
  fileRequired: false,
  acceptsJson: true,
  handler: async ({ db, actor, tenant, ip, body, files }) => ({ data: await uploadScannedCopy({ db, actor, tenant, ip }, body, files), message: "Scanned copy uploaded" }),
});
