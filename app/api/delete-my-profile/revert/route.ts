// POST /api/delete-my-profile/revert — the signed-in user cancels their profile deletion request
import { defineRoute } from "@/lib/server/http/define-route";
import { emptyBody } from "@/lib/modules/auth/contract";
import { revertProfileDeletion } from "@/lib/modules/auth/delete-profile";

export const POST = defineRoute({
  auth: "user",
  body: emptyBody,
  handler: async (ctx) => ({ data: await revertProfileDeletion(ctx), message: "Your profile deletion request was cancelled" }),
});
