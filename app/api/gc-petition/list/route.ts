// POST /api/gc-petition/list — the green-card employment cases within reach with their priority dates against the Visa Bulletin in force (filters: finalAction state, category; search; sorts)
import { defineRoute } from "@/lib/server/http/define-route";
import { gcListBody } from "@/lib/modules/greencard/contract";
import { listGc } from "@/lib/modules/greencard/gc";

export const POST = defineRoute({
  auth: "user",
  permission: "visa-bulletin.read",
  body: gcListBody,
  handler: async (ctx) => {
    const { rows, total } = await listGc(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
