// POST /api/users/update-profile-picture — the signed-in user's picture (PNG/JPEG data URL, at most 512 KB)
import { defineRoute } from "@/lib/server/http/define-route";
import { profilePictureBody } from "@/lib/modules/users/contract";
import { uploadProfilePicture } from "@/lib/modules/users/profile-picture";

export const POST = defineRoute({
  auth: "user",
  body: profilePictureBody,
  handler: async (ctx) => ({ data: await uploadProfilePicture(ctx, ctx.body.dataUrl), message: "Profile picture updated" }),
});
