// POST /api/lca/link-case — the LCA backs this case (the case's client must be the LCA's employer); a filed one lets the case complete "Submit LCA"
import { defineRoute } from "@/lib/server/http/define-route";
import { lcaCaseLinkBody } from "@/lib/modules/lca/contract";
import { setCaseLink } from "@/lib/modules/lca/link-cases";

export const POST = defineRoute({
  auth: "user",
  permission: "lca.update",
  body: lcaCaseLinkBody,
  handler: async (ctx) => ({ data: await setCaseLink(ctx, ctx.body, true), message: "Case linked" }),
});
