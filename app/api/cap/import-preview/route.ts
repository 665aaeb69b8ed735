// POST /api/cap/import-preview — check a season's registrations file (CSV or XLSX, multipart "file" and "fiscalYear"): counts, duplicates and every row's errors; nothing is saved
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { IMPORT_TYPES_MESSAGE, importMime } from "@/lib/modules/lca/import-file";
import { capImportFields } from "@/lib/modules/cap/import-contract";
import { previewCapImport } from "@/lib/modules/cap/import-registrations";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "cap.import",
  fields: capImportFields,
  accept: { mime: importMime, message: IMPORT_TYPES_MESSAGE },
  handler: async (ctx) => ({ data: await previewCapImport(ctx, ctx.files[0], ctx.body.fiscalYear) }),
});
