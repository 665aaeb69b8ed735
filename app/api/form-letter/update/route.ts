// POST /api/form-letter/update — change a letter template { id, version, name?, kind?, language?, body? }; 409 when saved by someone else since `version`
import { defineRoute } from "@/lib/server/http/define-route";
import { updateLetterBody } from "@/lib/modules/letters/contract";
import { updateLetter } from "@/lib/modules/letters/letters";

export const POST = defineRoute({
  auth: "user",
  permission: "letter.manage",
  body: updateLetterBody,
  handler: async (ctx) => ({ data: await updateLetter(ctx, ctx.body), message: "Template updated" }),
});
