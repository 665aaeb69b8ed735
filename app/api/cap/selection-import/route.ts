// POST /api/cap/selection-import — record USCIS's selection results in one step: selected registrations open their H-1B cap cases with the filing deadline
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { IMPORT_TYPES_MESSAGE, importMime } from "@/lib/modules/lca/import-file";
import { selectionImportFields } from "@/lib/modules/cap/import-contract";
import { commitSelection } from "@/lib/modules/cap/selection-results";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "cap.import",
  fields: selectionImportFields,
  accept: { mime: importMime, message: IMPORT_TYPES_MESSAGE },
  handler: async (ctx) => {
    const data = await commitSelection(ctx, ctx.files[0], ctx.body.fiscalYear, ctx.body.selectedOn);
    return { data, message: `${data.selected} selected, ${data.notSelected} not selected, ${data.casesOpened} cases opened` };
  },
});
