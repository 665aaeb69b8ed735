// POST /api/wage-data/level — the OFLC area and wage level (I–IV) of an offered wage for an occupation at a worksite county
import { defineRoute } from "@/lib/server/http/define-route";
import { wageLevelBody } from "@/lib/modules/wages/contract";
import { wageLevelAt } from "@/lib/modules/wages/wage-data";

export const POST = defineRoute({
  auth: "user",
  permission: "wage-data.read",
  body: wageLevelBody,
  handler: async (ctx) => ({ data: await wageLevelAt(ctx.db, { ...ctx.body, on: ctx.body.on ?? ctx.clock.today }) }),
});
