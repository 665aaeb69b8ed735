// POST /api/i9/purge — purge a Form I-9 past its retention date (rule 1; none on legal hold), the employee's name typed to confirm; a purge certificate is kept
import { defineRoute } from "@/lib/server/http/define-route";
import { purgeI9Body } from "@/lib/modules/i9/retention-contract";
import { purgeI9 } from "@/lib/modules/i9/retention";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.admin",
  body: purgeI9Body,
  handler: async (ctx) => ({ data: await purgeI9(ctx, ctx.body), message: "Form I-9 purged" }),
});
