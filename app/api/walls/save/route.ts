// POST /api/walls/save — post an announcement on the firm's wall, to the staff or to everyone { body, audience?, pinned? }
import { defineRoute } from "@/lib/server/http/define-route";
import { wallSaveBody } from "@/lib/modules/walls/contract";
import { postAnnouncement } from "@/lib/modules/walls/service";

export const POST = defineRoute({
  auth: "user",
  permission: "wall.post",
  body: wallSaveBody,
  handler: async (ctx) => ({ data: await postAnnouncement(ctx, ctx.body), message: "Announcement posted" }),
});
