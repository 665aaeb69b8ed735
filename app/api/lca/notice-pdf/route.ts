// POST /api/lca/notice-pdf — the LCA's notice of filing as a PDF to print and post (application/pdf)
import { noticeListBody } from "@/lib/modules/lca/notice-contract";
import { noticePdf } from "@/lib/modules/lca/notices";
import { defineFileRoute } from "@/lib/server/http/define-file-route";

export const POST = defineFileRoute({
  permission: "lca.read",
  body: noticeListBody,
  handler: async (ctx) => {
    const { fileName, bytes } = await noticePdf(ctx, ctx.body.lcaId);
    return { fileName, mimetype: "application/pdf", bytes };
  },
});
