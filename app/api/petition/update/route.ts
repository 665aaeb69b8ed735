// POST /api/petition/update — change a case's fields, custom case number or filing fee
import { defineRoute } from "@/lib/server/http/define-route";
import { updateCaseBody } from "@/lib/modules/cases/contract";
import { updateCase } from "@/lib/modules/cases/update-case";
import { requireChanges } from "@/lib/shared/validation/update";

export const POST = defineRoute({
  auth: "user",
  permission: "case.update",
  body: requireChanges(updateCaseBody, ["id"]),
  handler: async (ctx) => ({ data: await updateCase(ctx, ctx.body), message: "Case updated" }),
});
