// POST /api/employees/import-preview — check an employees file from an HR system (CSV or XLSX, multipart "file" and "companyId"): rows to add, to update (same EMPLOYEE_ID) and every row's errors; nothing is saved
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { importMime } from "@/lib/modules/lca/import-file";
import { EMPLOYEE_IMPORT_TYPES, employeeImportFields } from "@/lib/modules/i9/contract";
import { previewEmployeeImport } from "@/lib/modules/i9/import-employees";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "i9.manage",
  fields: employeeImportFields,
  accept: { mime: importMime, message: EMPLOYEE_IMPORT_TYPES },
  handler: async (ctx) => ({ data: await previewEmployeeImport(ctx, ctx.files[0], ctx.body.companyId) }),
});
