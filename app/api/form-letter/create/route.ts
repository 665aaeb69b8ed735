// POST /api/form-letter/create — a letter template { name, kind, language, body }; the body is checked (merge fields and if/unless only; 422 names the line)
import { defineRoute } from "@/lib/server/http/define-route";
import { createLetterBody } from "@/lib/modules/letters/contract";
import { createLetter } from "@/lib/modules/letters/letters";

export const POST = defineRoute({
  auth: "user",
  permission: "letter.manage",
  body: createLetterBody,
  handler: async (ctx) => ({ data: await createLetter(ctx, ctx.body), message: "Template created" }),
});
