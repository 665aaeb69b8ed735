// POST /api/walls/delete — take an announcement off the wall (kept for the audit) { id }
import { defineRoute } from "@/lib/server/http/define-route";
import { wallDeleteBody } from "@/lib/modules/walls/contract";
import { deleteAnnouncement } from "@/lib/modules/walls/service";

export const POST = defineRoute({
  auth: "user",
  permission: "wall.post",
  body: wallDeleteBody,
  handler: async (ctx) => ({ data: await deleteAnnouncement(ctx, ctx.body.id), message: "Announcement deleted" }),
});
