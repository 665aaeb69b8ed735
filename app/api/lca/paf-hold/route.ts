// POST /api/lca/paf-hold — put an LCA on legal hold (its public access file is never purged until released), or mark its employer a successor entity
import { defineRoute } from "@/lib/server/http/define-route";
import { pafHoldBody } from "@/lib/modules/lca/paf-contract";
import { setPafHold } from "@/lib/modules/lca/paf";

export const POST = defineRoute({
  auth: "user",
  permission: "lca.update",
  body: pafHoldBody,
  handler: async (ctx) => ({ data: await setPafHold(ctx, ctx.body), message: "Public access file updated" }),
});
