// POST /api/petition/details — one case with names, parties, workflow and the caller's rule flags
import { defineRoute } from "@/lib/server/http/define-route";
import { caseIdBody } from "@/lib/modules/cases/contract";
import { getCaseDetails } from "@/lib/modules/cases/case-details";

export const POST = defineRoute({
  auth: "user",
  permission: "case.read",
  body: caseIdBody,
  handler: async (ctx) => ({ data: await getCaseDetails(ctx, ctx.body.id) }),
});
