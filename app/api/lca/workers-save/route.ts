// POST /api/lca/workers-save — the H-1B workers employed under an LCA with their dates (they set the public access file's retention)
import { defineRoute } from "@/lib/server/http/define-route";
import { workersSaveBody } from "@/lib/modules/lca/paf-contract";
import { saveWorkers } from "@/lib/modules/lca/paf";

export const POST = defineRoute({
  auth: "user",
  permission: "lca.update",
  body: workersSaveBody,
  handler: async (ctx) => ({ data: await saveWorkers(ctx, ctx.body), message: "Workers saved" }),
});
