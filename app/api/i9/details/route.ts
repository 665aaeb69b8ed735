// POST /api/i9/details — one Form I-9 with its status, computed dates and Section 1 (numbers masked) { id }
import { defineRoute } from "@/lib/server/http/define-route";
import { i9IdBody } from "@/lib/modules/i9/contract";
import { i9Details } from "@/lib/modules/i9/details";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.read",
  body: i9IdBody,
  handler: async (ctx) => ({ data: await i9Details(ctx, ctx.body.id) }),
});
