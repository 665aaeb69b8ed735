// POST /api/sentence-suggestions — spelling suggestions (en, es) for a long text field: misspelt words, their offsets and up to 5 suggestions
import { defineRoute } from "@/lib/server/http/define-route";
import { sentenceSuggestionsBody } from "@/lib/modules/spelling/contract";
import { sentenceSuggestions } from "@/lib/modules/spelling/service";

export const POST = defineRoute({
  auth: "user",
  permission: "spelling.check",
  body: sentenceSuggestionsBody,
  handler: async (ctx) => ({ data: await sentenceSuggestions(ctx, ctx.body) }),
});
