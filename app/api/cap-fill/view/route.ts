// POST /api/cap-fill/view — what a used cap registration link sent (filled-cap-registration-details), until the link's expiry
import { z } from "zod";
import { defineRoute } from "@/lib/server/http/define-route";
import { capFillView } from "@/lib/modules/cap/fill-link";

export const POST = defineRoute({
  auth: "public",
  body: z.object({}),
  handler: async (ctx) => ({ data: await capFillView(ctx) }),
});
