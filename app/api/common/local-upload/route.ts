// POST /api/common/local-upload — the same as /api/s3/upload (multipart: file, petitionId?, category?) on the configured store
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { uploadFileFields } from "@/lib/modules/documents/contract";
import { uploadFile } from "@/lib/modules/documents/files";

export const POST = defineUploadRoute({
  auth: "user",
  fields: uploadFileFields,
  handler: async (ctx) => ({ data: await uploadFile(ctx, ctx.body, ctx.files[0]), message: "File uploaded" }),
});
