// POST /api/form-letter/preview — a template (saved `id`, or the editor's `body`) filled from a case, with the fields the case has no value for; nothing saved
import { defineRoute } from "@/lib/server/http/define-route";
import { previewLetterBody } from "@/lib/modules/letters/contract";
import { previewLetter } from "@/lib/modules/letters/letters";

export const POST = defineRoute({
  auth: "user",
  permission: "letter.read",
  body: previewLetterBody,
  handler: async (ctx) => ({ data: await previewLetter(ctx, ctx.body) }),
});
