// GET /api/users/profile-picture/{userId} — a member's picture, for signed-in users of the same firm
import { serveProfilePicture } from "@/lib/modules/users/profile-picture";
import { defineGetRoute } from "@/lib/server/http/define-get-route";

export const GET = defineGetRoute({
  auth: "user",
  handler: (ctx) => serveProfilePicture(ctx, ctx.params.userId),
});
