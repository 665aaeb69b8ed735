// POST /api/questionnaire/details — the questionnaire of a token link (Authorization: Bearer <token>), with its saved progress
import { defineRoute } from "@/lib/server/http/define-route";
import { tokenOnlyBody } from "@/lib/modules/questionnaires/contract";
import { questionnaireDetails } from "@/lib/modules/questionnaires/token-link";

export const POST = defineRoute({
  auth: "public",
  body: tokenOnlyBody,
  handler: async (ctx) => ({ data: await questionnaireDetails(ctx) }),
});
