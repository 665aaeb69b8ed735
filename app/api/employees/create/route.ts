// POST /api/employees/create — add an employee to an employer (a client of the firm, or the firm itself with companyId null; a petitioner's own company)
import { defineRoute } from "@/lib/server/http/define-route";
import { createEmployeeBody } from "@/lib/modules/i9/contract";
import { createEmployee } from "@/lib/modules/i9/employees";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.manage",
  idempotent: true,
  body: createEmployeeBody,
  handler: async (ctx) => ({ data: await createEmployee(ctx, ctx.body), message: "Employee added" }),
});
