// POST /api/rfe-petition/assign-a-role — the response attorney (completes "Assign the response attorney") or paralegal of an RFE case
import { defineRoute } from "@/lib/server/http/define-route";
import { rfeAssignBody } from "@/lib/modules/cases/rfe/contract";
import { assignRfeRole } from "@/lib/modules/cases/rfe/service";

export const POST = defineRoute({
  auth: "user",
  permission: "case.act",
  body: rfeAssignBody,
  handler: async (ctx) => ({ data: await assignRfeRole(ctx, ctx.body), message: "Assignment saved" }),
});
