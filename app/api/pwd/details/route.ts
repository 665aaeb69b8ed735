// POST /api/pwd/details — one PWD: the position, the filing, the determination with its validity (rule 12) and the caller's actions
import { defineRoute } from "@/lib/server/http/define-route";
import { pwdIdBody } from "@/lib/modules/perm/contract";
import { pwdDetails } from "@/lib/modules/perm/pwd";

export const POST = defineRoute({
  auth: "user",
  permission: "pwd.read",
  body: pwdIdBody,
  handler: async (ctx) => ({ data: await pwdDetails(ctx, ctx.body.id) }),
});
