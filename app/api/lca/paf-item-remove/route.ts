// POST /api/lca/paf-item-remove — remove an uploaded document from an LCA's public access file
import { defineRoute } from "@/lib/server/http/define-route";
import { pafItemIdBody } from "@/lib/modules/lca/paf-contract";
import { removePafItem } from "@/lib/modules/lca/paf";

export const POST = defineRoute({
  auth: "user",
  permission: "lca.update",
  body: pafItemIdBody,
  handler: async (ctx) => ({ data: await removePafItem(ctx, ctx.body.id), message: "Document removed" }),
});
