// POST /api/gc-petition/delete — delete a green-card case made by mistake (refused once USCIS or the DOL has it) { id }
import { defineRoute } from "@/lib/server/http/define-route";
import { gcIdBody } from "@/lib/modules/greencard/contract";
import { deleteGcCase } from "@/lib/modules/greencard/gc-case";

export const POST = defineRoute({
  auth: "user",
  permission: "case.delete",
  body: gcIdBody,
  handler: async (ctx) => ({ data: await deleteGcCase(ctx, ctx.body.id), message: "Case deleted" }),
});
