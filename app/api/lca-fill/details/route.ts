// POST /api/lca-fill/details — the LCA of a fill link (Authorization: Bearer <token>) with what is already known
import { z } from "zod";
import { defineRoute } from "@/lib/server/http/define-route";
import { lcaFillDetails } from "@/lib/modules/lca/fill-link";

export const POST = defineRoute({
  auth: "public",
  body: z.object({}),
  handler: async (ctx) => ({ data: await lcaFillDetails(ctx) }),
});
