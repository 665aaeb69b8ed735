// POST /api/petition/send-questionnaire — e-mail a questionnaire link (beneficiary, petitioner or sponsor) for a case
import { defineRoute } from "@/lib/server/http/define-route";
import { sendQuestionnaireBody } from "@/lib/modules/questionnaires/contract";
import { sendQuestionnaire } from "@/lib/modules/questionnaires/send-questionnaire";

export const POST = defineRoute({
  auth: "user",
  permission: "questionnaire.send",
  body: sendQuestionnaireBody,
  handler: async (ctx) => ({
    data: await sendQuestionnaire(ctx, ctx.body),
    message: "Questionnaire sent",
  }),
});
