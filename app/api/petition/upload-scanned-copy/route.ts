// POST /api/petition/upload-scanned-copy — staff upload scanned copies of the filed packet (multipart files, or JSON keys) { petitionId, docType?, keys? }
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { MAX_FILES_PER_UPLOAD, uploadScannedCopyFields } from "@/lib/modules/documents/contract";
import { uploadScannedCopy } from "@/lib/modules/documents/scanned-copies";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "document.manage",
  fields: uploadScannedCopyFields,
  maxFiles: MAX_FILES_PER_UPLOAD,
  fileRequired: false,
  acceptsJson: true,
  handler: async (ctx) => ({ data: await uploadScannedCopy(ctx, ctx.body, ctx.files), message: "Scanned copy uploaded" }),
});
