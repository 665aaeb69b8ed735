// POST /api/lca/paf-purge — purge a public access file past its retention date (the LCA number typed to confirm); a purge certificate is kept
import { defineRoute } from "@/lib/server/http/define-route";
import { pafPurgeBody } from "@/lib/modules/lca/paf-contract";
import { purgePaf } from "@/lib/modules/lca/paf";

export const POST = defineRoute({
  auth: "user",
  permission: "paf.purge",
  body: pafPurgeBody,
  handler: async (ctx) => ({ data: await purgePaf(ctx, ctx.body.lcaId, ctx.body.confirmLcaNumber), message: "Public access file purged" }),
});
