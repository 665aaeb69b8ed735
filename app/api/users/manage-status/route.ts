// POST /api/users/manage-status — admins activate or deactivate another user's membership
import { defineRoute } from "@/lib/server/http/define-route";
import { manageStatusBody } from "@/lib/modules/users/contract";
import { manageStatus } from "@/lib/modules/users/manage-users";

export const POST = defineRoute({
  auth: "user",
  permission: "user.manage",
  body: manageStatusBody,
  handler: async (ctx) => ({ data: await manageStatus(ctx, ctx.body), message: "Status updated" }),
});
