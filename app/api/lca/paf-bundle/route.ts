// POST /api/lca/paf-bundle — the public access file as one PDF: cover index, generated notice and wage statement, uploaded documents merged (application/pdf)
import { pafLcaBody } from "@/lib/modules/lca/paf-contract";
import { pafBundle } from "@/lib/modules/lca/paf-bundle";
import { defineFileRoute } from "@/lib/server/http/define-file-route";

export const POST = defineFileRoute({
  permission: "lca.read",
  body: pafLcaBody,
  handler: async (ctx) => {
    const { fileName, bytes } = await pafBundle(ctx, ctx.body.lcaId);
    return { fileName, mimetype: "application/pdf", bytes };
  },
});
