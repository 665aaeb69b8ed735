// POST /api/wage-data/list — the OFLC wage years imported, newest first
import { z } from "zod";
import { defineRoute } from "@/lib/server/http/define-route";
import { wageDatasets } from "@/lib/modules/wages/wage-data";

export const POST = defineRoute({
  auth: "user",
  permission: "wage-data.read",
  body: z.object({}),
  handler: async (ctx) => ({ data: await wageDatasets(ctx) }),
});
