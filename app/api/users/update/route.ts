// POST /api/users/update — admins change a user's name, phone, role or branch; anyone their own name and phone
import { defineRoute } from "@/lib/server/http/define-route";
import { updateUserBody } from "@/lib/modules/users/contract";
import { updateUserProfile } from "@/lib/modules/users/manage-users";
import { requireChanges } from "@/lib/shared/validation/update";

export const POST = defineRoute({
  auth: "user",
  body: requireChanges(updateUserBody, ["id"]),
  handler: async (ctx) => ({ data: await updateUserProfile(ctx, ctx.body), message: "User updated" }),
});
