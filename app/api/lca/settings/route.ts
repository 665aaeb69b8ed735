// POST /api/lca/settings — the firm's LCA settings: whether public access files past retention are purged automatically
import { z } from "zod";
import { defineRoute } from "@/lib/server/http/define-route";
import { lcaSettings } from "@/lib/modules/lca/paf";

export const POST = defineRoute({
  auth: "user",
  permission: "settings.view",
  body: z.object({}),
  handler: async (ctx) => ({ data: await lcaSettings(ctx) }),
});
