// POST /api/employees/update — change an employee's details, hire or termination date (a missing key is unchanged; null clears)
import { defineRoute } from "@/lib/server/http/define-route";
import { updateEmployeeBody } from "@/lib/modules/i9/contract";
import { updateEmployee } from "@/lib/modules/i9/employees";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.manage",
  body: updateEmployeeBody,
  handler: async (ctx) => ({ data: await updateEmployee(ctx, ctx.body), message: "Employee updated" }),
});
