// POST /api/i9/set-user-employers — set the employers an I-9 user works for (client ids, "firm" for the firm itself), replacing the list { userId, employers }
import { defineRoute } from "@/lib/server/http/define-route";
import { setUserEmployersBody } from "@/lib/modules/i9/contract";
import { setUserEmployers } from "@/lib/modules/i9/user-employers";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.admin",
  body: setUserEmployersBody,
  handler: async (ctx) => ({ data: await setUserEmployers(ctx, ctx.body), message: "Employers saved" }),
});
