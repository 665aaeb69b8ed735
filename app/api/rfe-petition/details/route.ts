// POST /api/rfe-petition/details — one RFE case: notice, due date, issues, team, steps, filing and outcome
import { defineRoute } from "@/lib/server/http/define-route";
import { rfeIdBody } from "@/lib/modules/cases/rfe/contract";
import { rfeDetails } from "@/lib/modules/cases/rfe/service";

export const POST = defineRoute({
  auth: "user",
  permission: "case.read",
  body: rfeIdBody,
  handler: async (ctx) => ({ data: await rfeDetails(ctx, ctx.body.id) }),
});
