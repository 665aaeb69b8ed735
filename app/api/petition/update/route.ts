// POST /api/petition/update — change a case's fields, custom case number or filing fee
import { defineRoute } from "@/lib/server/http/define-route";
import { updateCaseBody } from "@/lib/modules/cases/contract";
import { updateCase } from "@/lib/modules/cases/update-case";

export const POST = defineRoute({
  auth: "user",
  permission: "case.update",
  body: updateCaseBody,
  handler: async (ctx) => ({ data: await updateCase(ctx, ctx.body), message: "Case updated" }),
});
