// POST /api/cap-fill/details — the cap registration part a token link asks for (Authorization: Bearer <token>), with what is already known
import { z } from "zod";
import { defineRoute } from "@/lib/server/http/define-route";
import { capFillDetails } from "@/lib/modules/cap/fill-link";

export const POST = defineRoute({
  auth: "public",
  body: z.object({}),
  handler: async (ctx) => ({ data: await capFillDetails(ctx) }),
});
