// POST /api/cap/list — cap registrations within the caller's reach (season, status, client, cap), with entries, missing details and mismatches
import { defineRoute } from "@/lib/server/http/define-route";
import { capListBody } from "@/lib/modules/cap/contract";
import { listCaps } from "@/lib/modules/cap/cap-reads";

export const POST = defineRoute({
  auth: "user",
  permission: "cap.read",
  body: capListBody,
  handler: async (ctx) => {
    const { rows, total } = await listCaps(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
