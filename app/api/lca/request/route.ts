// POST /api/lca/request — ask for a new LCA (ETA-9035), on its own or for a case (petitionId), as firm staff or the client
import { defineRoute } from "@/lib/server/http/define-route";
import { requestLcaBody } from "@/lib/modules/lca/contract";
import { requestLca } from "@/lib/modules/lca/write-lca";

export const POST = defineRoute({
  auth: "user",
  permission: "lca.create",
  idempotent: true,
  body: requestLcaBody,
  handler: async (ctx) => ({ data: await requestLca(ctx, ctx.body), message: "LCA requested" }),
});
