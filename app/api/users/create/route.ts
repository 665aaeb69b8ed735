// POST /api/users/create — admins add a staff user (activation e-mail, or a new membership for an existing account)
import { defineRoute } from "@/lib/server/http/define-route";
import { createUserBody } from "@/lib/modules/users/contract";
import { createUser } from "@/lib/modules/users/create-user";

export const POST = defineRoute({
  auth: "user",
  permission: "user.manage",
  idempotent: true,
  body: createUserBody,
  handler: async (ctx) => ({
    data: await createUser(ctx, ctx.body),
    message: "User added",
  }),
});
