// POST /api/lca/notice-list — an LCA's notices of filing with their dates, state (scheduled, live, ended) and the electronic posting's views
import { defineRoute } from "@/lib/server/http/define-route";
import { noticeListBody } from "@/lib/modules/lca/notice-contract";
import { listNotices } from "@/lib/modules/lca/notices";

export const POST = defineRoute({
  auth: "user",
  permission: "lca.read",
  body: noticeListBody,
  handler: async (ctx) => ({ data: await listNotices(ctx, ctx.body.lcaId) }),
});
