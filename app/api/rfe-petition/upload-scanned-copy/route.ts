// POST /api/rfe-petition/upload-scanned-copy — the scanned copy of the RFE response as filed { rfeCaseId, docType?, keys? | files }
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { MAX_FILES_PER_UPLOAD, uploadRfeDocsFields } from "@/lib/modules/documents/contract";
import { uploadRfeDocs } from "@/lib/modules/documents/rfe-documents";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "document.manage",
  fields: uploadRfeDocsFields,
  maxFiles: MAX_FILES_PER_UPLOAD,
  fileRequired: false,
  acceptsJson: true,
  handler: async (ctx) => ({ data: await uploadRfeDocs(ctx, "scanned", ctx.body, ctx.files), message: "Scanned copy uploaded" }),
});
