// POST /api/lca/import-preview — check a DOL disclosure file (CSV or XLSX, multipart "file"): counts and every row with its errors; nothing is saved
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { IMPORT_TYPES_MESSAGE, importMime } from "@/lib/modules/lca/import-file";
import { previewImport } from "@/lib/modules/lca/import-lcas";
import { z } from "zod";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "lca.import",
  fields: z.object({}),
  accept: { mime: importMime, message: IMPORT_TYPES_MESSAGE },
  handler: async (ctx) => ({ data: await previewImport(ctx, ctx.files[0]) }),
});
