// POST /api/petition/send-questionnaire — e-mail a questionnaire link (beneficiary, petitioner or sponsor) for a case
import { defineRoute } from "@/lib/server/http/define-route";
import { sendQuestionnaireBody } from "@/lib/modules/questionnaires/contract";
import { SEND_ROLES } from "@/lib/modules/questionnaires/policy";
import { sendQuestionnaire } from "@/lib/modules/questionnaires/send-questionnaire";

export const POST = defineRoute({
  auth: "user",
  roles: SEND_ROLES,
  body: sendQuestionnaireBody,
  handler: async ({ db, tenant, actor, ip, req, body }) => ({
    data: await sendQuestionnaire({ db, tenant, actor, ip, requestHost: req.headers.get("host") }, body),
    message: "Questionnaire sent",
  }),
});
