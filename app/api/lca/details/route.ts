// POST /api/lca/details — one LCA with its worksites, cases, status logs, rule dates and what the caller may do with it
import { defineRoute } from "@/lib/server/http/define-route";
import { lcaIdBody } from "@/lib/modules/lca/contract";
import { getLcaDetails } from "@/lib/modules/lca/lca-details";

export const POST = defineRoute({
  auth: "user",
  permission: "lca.read",
  body: lcaIdBody,
  handler: async (ctx) => ({ data: await getLcaDetails(ctx, ctx.body.id) }),
});
