// POST /api/lca/paf-build — build (or rebuild) a filed LCA's public access file: the bundle PDF is kept as the PAF as built, with when and by whom
import { defineRoute } from "@/lib/server/http/define-route";
import { pafLcaBody } from "@/lib/modules/lca/paf-contract";
import { buildPaf } from "@/lib/modules/lca/paf-build";

export const POST = defineRoute({
  auth: "user",
  permission: "lca.update",
  body: pafLcaBody,
  handler: async (ctx) => ({ data: await buildPaf(ctx, ctx.body.lcaId), message: "Public access file built" }),
});
