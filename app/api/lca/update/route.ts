// POST /api/lca/update — edit an LCA while it is in preparation or waiting for details (spec section 4's rule)
import { defineRoute } from "@/lib/server/http/define-route";
import { updateLcaBody } from "@/lib/modules/lca/contract";
import { updateLca } from "@/lib/modules/lca/write-lca";

export const POST = defineRoute({
  auth: "user",
  permission: "lca.update",
  body: updateLcaBody,
  handler: async (ctx) => ({ data: await updateLca(ctx, ctx.body), message: "LCA updated" }),
});
