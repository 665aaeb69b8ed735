// POST /api/rfe-petition/manage-approval-process — the attorney approves the prepared response (33) or sends it back with a reason
import { defineRoute } from "@/lib/server/http/define-route";
import { rfeApprovalBody } from "@/lib/modules/cases/rfe/contract";
import { rfeApproval } from "@/lib/modules/cases/rfe/service";

export const POST = defineRoute({
  auth: "user",
  permission: "case.act",
  body: rfeApprovalBody,
  handler: async (ctx) => ({ data: await rfeApproval(ctx, ctx.body), message: ctx.body.approve ? "Response approved" : "Response sent back for changes" }),
});
