// POST /api/questionnaire/filled — the submitted questionnaires of a case { petitionId, perm? } (firm staff; petitioners for their own company's cases; perm: the PERM questionnaires alone)
import { defineRoute } from "@/lib/server/http/define-route";
import { filledBody } from "@/lib/modules/questionnaires/contract";
import { filledQuestionnaires } from "@/lib/modules/questionnaires/filled";

export const POST = defineRoute({
  auth: "user",
  permission: "questionnaire.read",
  body: filledBody,
  handler: async (ctx) => ({ data: await filledQuestionnaires(ctx, ctx.body) }),
});
