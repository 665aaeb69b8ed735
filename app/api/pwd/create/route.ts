// POST /api/pwd/create — a prevailing wage determination for a client's position, in Job Description (14)
import { defineRoute } from "@/lib/server/http/define-route";
import { createPwdBody } from "@/lib/modules/perm/contract";
import { createPwd } from "@/lib/modules/perm/pwd";

export const POST = defineRoute({
  auth: "user",
  permission: "pwd.update",
  body: createPwdBody,
  handler: async (ctx) => ({ data: await createPwd(ctx, ctx.body), message: "PWD created" }),
});
