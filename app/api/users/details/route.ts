// POST /api/users/details — one user of the firm by membership id
import { defineRoute } from "@/lib/server/http/define-route";
import { userIdBody } from "@/lib/modules/users/contract";
import { userDetails } from "@/lib/modules/users/manage-users";

export const POST = defineRoute({
  auth: "user",
  permission: "user.manage",
  body: userIdBody,
  handler: async (ctx) => ({ data: await userDetails(ctx, ctx.body.id) }),
});
