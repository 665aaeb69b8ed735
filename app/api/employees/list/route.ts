// POST /api/employees/list — the employees of the employers within the caller's I-9 reach (filters: employers, status; search by name, e-mail or employee ID)
import { defineRoute } from "@/lib/server/http/define-route";
import { employeeListBody } from "@/lib/modules/i9/contract";
import { listEmployees } from "@/lib/modules/i9/employees";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.read",
  body: employeeListBody,
  handler: async (ctx) => {
    const { rows, total } = await listEmployees(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
