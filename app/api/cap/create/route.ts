// POST /api/cap/create — a draft H-1B cap registration of a beneficiary for a client in a season (one per person, client and season)
import { defineRoute } from "@/lib/server/http/define-route";
import { createCapBody } from "@/lib/modules/cap/contract";
import { createCap } from "@/lib/modules/cap/cap-writes";

export const POST = defineRoute({
  auth: "user",
  permission: "cap-lca.create",
  idempotent: true,
  body: createCapBody,
  handler: async (ctx) => ({ data: await createCap(ctx, ctx.body), message: "Registration created" }),
});
