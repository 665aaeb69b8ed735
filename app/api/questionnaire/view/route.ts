// POST /api/questionnaire/view — the submitted answers of a token link, read-only, for the person who filled it (Authorization: Bearer <token>)
import { defineRoute } from "@/lib/server/http/define-route";
import { tokenOnlyBody } from "@/lib/modules/questionnaires/contract";
import { viewOwnAnswers } from "@/lib/modules/questionnaires/filled";

export const POST = defineRoute({
  auth: "public",
  body: tokenOnlyBody,
  handler: async (ctx) => ({ data: await viewOwnAnswers(ctx) }),
});
