// POST /api/employees/import — save an employees file all or nothing: adds new employees, updates those whose EMPLOYEE_ID the employer has; any row with an error saves none
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { importMime } from "@/lib/modules/lca/import-file";
import { EMPLOYEE_IMPORT_TYPES, employeeImportFields } from "@/lib/modules/i9/contract";
import { commitEmployeeImport } from "@/lib/modules/i9/import-employees";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "i9.manage",
  fields: employeeImportFields,
  accept: { mime: importMime, message: EMPLOYEE_IMPORT_TYPES },
  handler: async (ctx) => {
    const data = await commitEmployeeImport(ctx, ctx.files[0], ctx.body.companyId);
    return { data, message: `${data.created} added, ${data.updated} updated` };
  },
});
