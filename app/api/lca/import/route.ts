// POST /api/lca/import — import a DOL disclosure file (CSV or XLSX, multipart "file") all or nothing: any row with an error imports none
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { IMPORT_TYPES_MESSAGE, importMime } from "@/lib/modules/lca/import-file";
import { commitImport } from "@/lib/modules/lca/import-lcas";
import { z } from "zod";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "lca.import",
  fields: z.object({}),
  accept: { mime: importMime, message: IMPORT_TYPES_MESSAGE },
  handler: async (ctx) => {
    const data = await commitImport(ctx, ctx.files[0]);
    return { data, message: `${data.imported} LCAs imported` };
  },
});
