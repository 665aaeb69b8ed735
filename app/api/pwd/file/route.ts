// POST /api/pwd/file — the ETA-9141 was filed with the DOL: the day and the DOL case number (status 15)
import { defineRoute } from "@/lib/server/http/define-route";
import { filePwdBody } from "@/lib/modules/perm/contract";
import { filePwd } from "@/lib/modules/perm/pwd";

export const POST = defineRoute({
  auth: "user",
  permission: "pwd.update",
  body: filePwdBody,
  handler: async (ctx) => ({ data: await filePwd(ctx, ctx.body), message: "PWD filing recorded" }),
});
