// POST /api/employees/details — one employee within the caller's I-9 reach { id }
import { defineRoute } from "@/lib/server/http/define-route";
import { employeeIdBody } from "@/lib/modules/i9/contract";
import { employeeDetails } from "@/lib/modules/i9/employees";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.read",
  body: employeeIdBody,
  handler: async (ctx) => ({ data: await employeeDetails(ctx, ctx.body.id) }),
});
