// POST /api/i9/list — the Forms I-9 within the caller's reach with their status, due dates and retention (filters: statuses, employers, employeeId)
import { defineRoute } from "@/lib/server/http/define-route";
import { i9ListBody } from "@/lib/modules/i9/contract";
import { listI9s } from "@/lib/modules/i9/records";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.read",
  body: i9ListBody,
  handler: async (ctx) => {
    const { rows, total } = await listI9s(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
