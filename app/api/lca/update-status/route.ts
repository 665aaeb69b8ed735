// POST /api/lca/update-status — move an LCA on: in preparation, details pending, filed (DOL case number), certified, denied, withdrawn
import { defineRoute } from "@/lib/server/http/define-route";
import { updateLcaStatusBody } from "@/lib/modules/lca/contract";
import { updateLcaStatus } from "@/lib/modules/lca/write-lca";

export const POST = defineRoute({
  auth: "user",
  permission: "lca.update",
  body: updateLcaStatusBody,
  handler: async (ctx) => ({ data: await updateLcaStatus(ctx, ctx.body), message: "LCA status updated" }),
});
