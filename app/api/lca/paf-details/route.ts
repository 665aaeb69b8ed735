// POST /api/lca/paf-details — an LCA's public access file: the checklist of its items, workers, availability and retention dates, hold and purge state
import { defineRoute } from "@/lib/server/http/define-route";
import { pafLcaBody } from "@/lib/modules/lca/paf-contract";
import { pafDetails } from "@/lib/modules/lca/paf";

export const POST = defineRoute({
  auth: "user",
  permission: "lca.read",
  body: pafLcaBody,
  handler: async (ctx) => ({ data: await pafDetails(ctx, ctx.body.lcaId) }),
});
