// POST /api/i9/activity-list — a Form I-9's audit trail with its employee's changes: who, what, when, from which IP, newest first (25 per page)
import { defineRoute } from "@/lib/server/http/define-route";
import { i9ActivityBody } from "@/lib/modules/i9/contract";
import { i9Activity } from "@/lib/modules/i9/records";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.read",
  body: i9ActivityBody,
  handler: async (ctx) => {
    const { rows, total } = await i9Activity(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
