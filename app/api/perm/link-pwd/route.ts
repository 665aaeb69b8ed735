// POST /api/perm/link-pwd — change or clear the PWD the application is filed on, before filing
import { defineRoute } from "@/lib/server/http/define-route";
import { linkPwdBody } from "@/lib/modules/perm/perm-contract";
import { linkPwd } from "@/lib/modules/perm/perm";

export const POST = defineRoute({
  auth: "user",
  permission: "perm.update",
  body: linkPwdBody,
  handler: async (ctx) => ({ data: await linkPwd(ctx, ctx.body), message: "PWD linked" }),
});
