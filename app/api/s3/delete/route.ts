// POST /api/s3/delete — delete the caller's newly added files (keyNames) that no document uses yet
import { defineRoute } from "@/lib/server/http/define-route";
import { deleteFilesBody } from "@/lib/modules/documents/contract";
import { deleteFiles } from "@/lib/modules/documents/files";

export const POST = defineRoute({
  auth: "user",
  body: deleteFilesBody,
  handler: async (ctx) => ({ data: await deleteFiles(ctx, ctx.body.keyNames), message: "File deleted" }),
});
