// POST /api/walls/list — the firm's wall: announcements and the case events the caller may see, newest first, by time pages { before?, perpage? }
import { defineRoute } from "@/lib/server/http/define-route";
import { wallListBody } from "@/lib/modules/walls/contract";
import { wallPage } from "@/lib/modules/walls/service";

export const POST = defineRoute({
  auth: "user",
  permission: "wall.read",
  body: wallListBody,
  handler: async (ctx) => ({ data: await wallPage(ctx, ctx.body) }),
});
