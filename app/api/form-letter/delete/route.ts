// POST /api/form-letter/delete — remove a letter template { id }; letters generated from it stay on their cases
import { defineRoute } from "@/lib/server/http/define-route";
import { letterIdBody } from "@/lib/modules/letters/contract";
import { deleteLetter } from "@/lib/modules/letters/letters";

export const POST = defineRoute({
  auth: "user",
  permission: "letter.manage",
  body: letterIdBody,
  handler: async (ctx) => ({ data: await deleteLetter(ctx, ctx.body.id), message: "Template deleted" }),
});
