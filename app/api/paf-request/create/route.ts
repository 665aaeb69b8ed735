// POST /api/paf-request/create — ask for a filed LCA's public access file (the client for its own LCAs; the firm records whoever asked); due in one working day
import { defineRoute } from "@/lib/server/http/define-route";
import { createPafRequestBody } from "@/lib/modules/lca/paf-request-contract";
import { createPafRequest } from "@/lib/modules/lca/paf-requests";

export const POST = defineRoute({
  auth: "user",
  permission: "paf-request.create",
  body: createPafRequestBody,
  handler: async (ctx) => ({ data: await createPafRequest(ctx, ctx.body), message: "Request recorded" }),
});
