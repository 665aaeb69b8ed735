// POST /api/lca/notice-save — record a notice of filing: on paper at a worksite (2+ locations) or electronically (a public page for 10 business days)
import { defineRoute } from "@/lib/server/http/define-route";
import { saveNoticeBody } from "@/lib/modules/lca/notice-contract";
import { saveNotice } from "@/lib/modules/lca/notices";

export const POST = defineRoute({
  auth: "user",
  permission: "lca.update",
  body: saveNoticeBody,
  handler: async (ctx) => ({ data: await saveNotice(ctx, ctx.body), message: "Notice saved" }),
});
