// POST /api/lca/notice-remove — remove a notice that has not started yet (a started one belongs to the public access file)
import { defineRoute } from "@/lib/server/http/define-route";
import { noticeIdBody } from "@/lib/modules/lca/notice-contract";
import { removeNotice } from "@/lib/modules/lca/notices";

export const POST = defineRoute({
  auth: "user",
  permission: "lca.update",
  body: noticeIdBody,
  handler: async (ctx) => {
    await removeNotice(ctx, ctx.body.id);
    return { data: { id: ctx.body.id }, message: "Notice removed" };
  },
});
