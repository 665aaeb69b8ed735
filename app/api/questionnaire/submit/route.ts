// POST /api/questionnaire/submit — validate and submit a token-link questionnaire (Authorization: Bearer <token>); the link is then used
import { defineRoute } from "@/lib/server/http/define-route";
import { answersBody } from "@/lib/modules/questionnaires/contract";
import { submitQuestionnaire } from "@/lib/modules/questionnaires/submit-questionnaire";

export const POST = defineRoute({
  auth: "public",
  body: answersBody,
  handler: async (ctx) => ({
    data: await submitQuestionnaire(ctx, ctx.body),
    message: "Questionnaire submitted",
  }),
});
