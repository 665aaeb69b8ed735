// POST /api/form-letter/generate — a letter from a template on a case, as PDF or Word, saved to the case's forms and letters (a new version of the same template's letter) { petitionId, id, format }
import { defineRoute } from "@/lib/server/http/define-route";
import { generateLetterBody } from "@/lib/modules/letters/contract";
import { generateLetter } from "@/lib/modules/letters/letters";

export const POST = defineRoute({
  auth: "user",
  permission: "document.manage",
  body: generateLetterBody,
  handler: async (ctx) => ({ data: await generateLetter(ctx, ctx.body), message: "Letter generated" }),
});
