// POST /api/ai-tools/case-list — the caller's cases for an AI tool: compact rows with a plain-language summary each (reach of the case list) { search?, page?, perpage? ≤ 100, activeOnly? }
import { defineRoute } from "@/lib/server/http/define-route";
import { aiCaseListBody } from "@/lib/modules/cases/list-contract";
import { aiCaseList } from "@/lib/modules/cases/ai-case-list";

export const POST = defineRoute({
  auth: "user",
  permission: "case.read",
  body: aiCaseListBody,
  handler: async (ctx) => {
    const { rows, total } = await aiCaseList(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
