// POST /api/petition/list — cases visible to the caller (filters, sorts, pagination)
import { defineRoute } from "@/lib/server/http/define-route";
import { caseListBody } from "@/lib/modules/cases/list-contract";
import { listCases } from "@/lib/modules/cases/list-cases";

export const POST = defineRoute({
  auth: "user",
  permission: "case.read",
  body: caseListBody,
  handler: async (ctx) => {
    const { rows, total } = await listCases(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
