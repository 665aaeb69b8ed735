// POST /api/petition/upload-rfe-response-docs — the day USCIS received the RFE response, with its documents (restarts the premium clock) { petitionId, receivedDate, keys? | files }
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { MAX_FILES_PER_UPLOAD, uploadRfeResponseFields } from "@/lib/modules/documents/contract";
import { uploadRfeResponse } from "@/lib/modules/documents/rfe-response";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "document.manage",
  fields: uploadRfeResponseFields,
  maxFiles: MAX_FILES_PER_UPLOAD,
  fileRequired: false,
  acceptsJson: true,
  handler: async (ctx) => ({ data: await uploadRfeResponse(ctx, ctx.body, ctx.files), message: "RFE response recorded" }),
});
