// POST /api/pwd/update — the position of a PWD not filed yet (a missing key is unchanged)
import { defineRoute } from "@/lib/server/http/define-route";
import { updatePwdBody } from "@/lib/modules/perm/contract";
import { updatePwd } from "@/lib/modules/perm/pwd";

export const POST = defineRoute({
  auth: "user",
  permission: "pwd.update",
  body: updatePwdBody,
  handler: async (ctx) => ({ data: await updatePwd(ctx, ctx.body), message: "PWD updated" }),
});
