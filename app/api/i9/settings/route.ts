// POST /api/i9/settings — the firm's I-9 settings (automatic purge of records past their retention date)
import { z } from "zod";
import { defineRoute } from "@/lib/server/http/define-route";
import { i9Settings } from "@/lib/modules/i9/retention";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.read",
  body: z.object({}),
  handler: async (ctx) => ({ data: await i9Settings(ctx) }),
});
