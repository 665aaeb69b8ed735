// POST /api/lca-fill/submit — the employer's job, wage and worksite details for the LCA of a fill link (Authorization: Bearer <token>); the link is then used
import { defineRoute } from "@/lib/server/http/define-route";
import { fillLcaBody } from "@/lib/modules/lca/fill-contract";
import { submitLcaFill } from "@/lib/modules/lca/fill-link";

export const POST = defineRoute({
  auth: "public",
  body: fillLcaBody,
  handler: async (ctx) => ({ data: await submitLcaFill(ctx, ctx.body), message: "Details sent" }),
});
