// POST /api/pwd/record-determination — the DOL's determination: date, wage and level, and the validity end it states (rule 12; status 16)
import { defineRoute } from "@/lib/server/http/define-route";
import { pwdDeterminationBody } from "@/lib/modules/perm/contract";
import { recordPwdDetermination } from "@/lib/modules/perm/pwd";

export const POST = defineRoute({
  auth: "user",
  permission: "pwd.update",
  body: pwdDeterminationBody,
  handler: async (ctx) => ({ data: await recordPwdDetermination(ctx, ctx.body), message: "Determination recorded" }),
});
