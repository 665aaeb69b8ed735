// POST /api/questionnaire/filled — the submitted questionnaires of a case (firm staff; petitioners for their own company's cases)
import { defineRoute } from "@/lib/server/http/define-route";
import { filledBody } from "@/lib/modules/questionnaires/contract";
import { filledQuestionnaires } from "@/lib/modules/questionnaires/filled";
import { FILLED_ROLES } from "@/lib/modules/questionnaires/policy";

export const POST = defineRoute({
  auth: "user",
  roles: FILLED_ROLES,
  body: filledBody,
  handler: async ({ db, tenant, actor, body }) => ({ data: await filledQuestionnaires({ db, tenant, actor }, body.petitionId) }),
});
