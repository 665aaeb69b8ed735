// POST /api/delete-my-profile/request — the signed-in user asks for their profile to be deleted (30-day grace period)
import { defineRoute } from "@/lib/server/http/define-route";
import { deleteProfileRequestBody } from "@/lib/modules/auth/contract";
import { requestProfileDeletion } from "@/lib/modules/auth/delete-profile";

export const POST = defineRoute({
  auth: "user",
  body: deleteProfileRequestBody,
  handler: async (ctx) => ({
    data: await requestProfileDeletion(ctx, ctx.body),
    message: "Your profile deletion request was received. You can cancel it from your profile within 30 days",
  }),
});
