// POST /api/cap/import — save a season's registrations file (CSV or XLSX) all or nothing: any row with an error or a duplicate saves none
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { IMPORT_TYPES_MESSAGE, importMime } from "@/lib/modules/lca/import-file";
import { capImportFields } from "@/lib/modules/cap/import-contract";
import { commitCapImport } from "@/lib/modules/cap/import-registrations";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "cap.import",
  fields: capImportFields,
  accept: { mime: importMime, message: IMPORT_TYPES_MESSAGE },
  handler: async (ctx) => {
    const data = await commitCapImport(ctx, ctx.files[0], ctx.body.fiscalYear);
    return { data, message: `${data.imported} registrations imported` };
  },
});
