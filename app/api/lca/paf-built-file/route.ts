// POST /api/lca/paf-built-file — the public access file as last built (application/pdf); 404 before it is built
import { pafLcaBody } from "@/lib/modules/lca/paf-contract";
import { builtPafFile } from "@/lib/modules/lca/paf-build";
import { defineFileRoute } from "@/lib/server/http/define-file-route";

export const POST = defineFileRoute({
  permission: "lca.read",
  body: pafLcaBody,
  handler: async (ctx) => {
    const { fileName, bytes } = await builtPafFile(ctx, ctx.body.lcaId);
    return { fileName, mimetype: "application/pdf", bytes };
  },
});
