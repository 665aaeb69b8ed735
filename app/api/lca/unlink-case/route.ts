// POST /api/lca/unlink-case — the LCA no longer backs this case (not once the case is approved)
import { defineRoute } from "@/lib/server/http/define-route";
import { lcaCaseLinkBody } from "@/lib/modules/lca/contract";
import { setCaseLink } from "@/lib/modules/lca/link-cases";

export const POST = defineRoute({
  auth: "user",
  permission: "lca.update",
  body: lcaCaseLinkBody,
  handler: async (ctx) => ({ data: await setCaseLink(ctx, ctx.body, false), message: "Case unlinked" }),
});
