// POST /api/petition/upload-forms-and-letters — staff add a form or letter (multipart file, or JSON key) { petitionId, docType or name, key? }
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { uploadFormsAndLettersFields } from "@/lib/modules/documents/contract";
import { uploadFormsAndLetters } from "@/lib/modules/documents/forms-and-letters";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "document.manage",
  fields: uploadFormsAndLettersFields,
  fileRequired: false,
  acceptsJson: true,
  handler: async (ctx) => ({ data: await uploadFormsAndLetters(ctx, ctx.body, ctx.files), message: "Document uploaded" }),
});
