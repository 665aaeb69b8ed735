// POST /api/s3/upload — store one file (multipart: file, petitionId?, category?) for a later document; answers its key and a 5-minute URL
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { uploadFileFields } from "@/lib/modules/documents/contract";
import { uploadFile } from "@/lib/modules/documents/files";

export const POST = defineUploadRoute({
  auth: "user",
  fields: uploadFileFields,
  handler: async (ctx) => ({ data: await uploadFile(ctx, ctx.body, ctx.files[0]), message: "File uploaded" }),
});
