// POST /api/questionnaire/save — save the progress of a token-link questionnaire (sections as typed; Authorization: Bearer <token>)
import { defineRoute } from "@/lib/server/http/define-route";
import { answersBody } from "@/lib/modules/questionnaires/contract";
import { saveProgress } from "@/lib/modules/questionnaires/token-link";

export const POST = defineRoute({
  auth: "public",
  body: answersBody,
  handler: async (ctx) => ({ data: await saveProgress(ctx, ctx.body) }),
});
