// POST /api/petition/req-rfe-response-docs-approval — the prepared RFE response goes to the attorney for approval (status 32; needs a response document)
import { defineRoute } from "@/lib/server/http/define-route";
import { reqRfeApprovalBody } from "@/lib/modules/cases/rfe/contract";
import { requestRfeResponseApproval } from "@/lib/modules/documents/rfe-documents";

export const POST = defineRoute({
  auth: "user",
  permission: "case.act",
  body: reqRfeApprovalBody,
  handler: async (ctx) => ({ data: await requestRfeResponseApproval(ctx, ctx.body.rfeCaseId), message: "Response sent for approval" }),
});
