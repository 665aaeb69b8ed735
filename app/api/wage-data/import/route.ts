// POST /api/wage-data/import — the platform admin imports a wage year's OFLC tables (multipart "file" twice: Geography and ALC_Export, CSV or .csv.gz; "wageYear")
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { wageImportFields } from "@/lib/modules/wages/contract";
import { importWageData, WAGE_FILE_TYPES_MESSAGE, wageFileMime } from "@/lib/modules/wages/wage-data";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "wage-data.import",
  fields: wageImportFields,
  maxFiles: 2,
  accept: { mime: wageFileMime, message: WAGE_FILE_TYPES_MESSAGE },
  handler: async (ctx) => {
    const data = await importWageData(ctx, ctx.files, ctx.body.wageYear);
    return { data, message: `Wage year ${data.wageYear}: ${data.counties} counties, ${data.rates} wage rows imported` };
  },
});
