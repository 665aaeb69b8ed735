// POST /api/questionnaire/case-list — the questionnaire links of a case { petitionId } with their state and the page of the submitted answers (firm staff; petitioners for their own company's cases)
import { defineRoute } from "@/lib/server/http/define-route";
import { caseLinksBody } from "@/lib/modules/questionnaires/contract";
import { caseQuestionnaires } from "@/lib/modules/questionnaires/case-links";

export const POST = defineRoute({
  auth: "user",
  permission: "questionnaire.read",
  body: caseLinksBody,
  handler: async (ctx) => ({ data: await caseQuestionnaires(ctx, ctx.body) }),
});
