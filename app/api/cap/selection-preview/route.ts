// POST /api/cap/selection-preview — check USCIS's selection results (CSV or XLSX: CONFIRMATION_NUMBER, STATUS) against a season's registrations; nothing is saved
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { IMPORT_TYPES_MESSAGE, importMime } from "@/lib/modules/lca/import-file";
import { selectionImportFields } from "@/lib/modules/cap/import-contract";
import { previewSelection } from "@/lib/modules/cap/selection-results";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "cap.import",
  fields: selectionImportFields,
  accept: { mime: importMime, message: IMPORT_TYPES_MESSAGE },
  handler: async (ctx) => ({ data: await previewSelection(ctx, ctx.files[0], ctx.body.fiscalYear) }),
});
