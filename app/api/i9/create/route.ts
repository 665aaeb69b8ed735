// POST /api/i9/create — start the Form I-9 of an employee's employment (Section 1 due on the first day, Section 2 three business days later) { employeeId, hireDate?, shortJob? }
import { defineRoute } from "@/lib/server/http/define-route";
import { createI9Body } from "@/lib/modules/i9/contract";
import { createI9 } from "@/lib/modules/i9/records";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.manage",
  idempotent: true,
  body: createI9Body,
  handler: async (ctx) => ({ data: await createI9(ctx, ctx.body), message: "Form I-9 started" }),
});
