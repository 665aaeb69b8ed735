// POST /api/petition/upload-uscis-docs — record USCIS's response with its documents { petitionId, response, responseDate, rfeNoticeDate?, rfeServedByMail?, keys? | files }
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { MAX_FILES_PER_UPLOAD, uploadUscisDocsFields } from "@/lib/modules/documents/contract";
import { uploadUscisDocs } from "@/lib/modules/documents/uscis-response";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "document.manage",
  fields: uploadUscisDocsFields,
  maxFiles: MAX_FILES_PER_UPLOAD,
  fileRequired: false,
  acceptsJson: true,
  handler: async (ctx) => ({ data: await uploadUscisDocs(ctx, ctx.body, ctx.files), message: "USCIS response recorded" }),
});
