// POST /api/i9/document-copy-upload — keep copies of a document examined with the Form I-9 (multipart: id, documentId, file — PDF or image, up to 2 per call, 4 per document)
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { documentCopyFields } from "@/lib/modules/i9/copies-contract";
import { uploadDocumentCopies } from "@/lib/modules/i9/copies";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "i9.manage",
  fields: documentCopyFields,
  maxFiles: 2,
  handler: async (ctx) => ({ data: await uploadDocumentCopies(ctx, ctx.body, ctx.files), message: "Document copy kept with the Form I-9" }),
});
