// POST /api/i9/get-active-i9-cases — the Forms I-9 of current employees (not terminated or purged), most urgent Section 2 first; the list request of /i9/list
import { defineRoute } from "@/lib/server/http/define-route";
import { i9ListBody } from "@/lib/modules/i9/contract";
import { listActiveI9s } from "@/lib/modules/i9/records";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.read",
  body: i9ListBody,
  handler: async (ctx) => {
    const { rows, total } = await listActiveI9s(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
