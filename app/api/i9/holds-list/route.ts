// POST /api/i9/holds-list — the legal holds within the caller's reach, standing ones first (filters: active, recordId: those that hold this record)
import { defineRoute } from "@/lib/server/http/define-route";
import { holdsListBody } from "@/lib/modules/i9/retention-contract";
import { holdsList } from "@/lib/modules/i9/retention";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.read",
  body: holdsListBody,
  handler: async (ctx) => {
    const { rows, total } = await holdsList(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
