// POST /api/petition/assign-a-role — assign a supervisor, paralegal, documentation manager/executive, attorney or case approver (completes the ASSIGN_* step when it is next)
import { defineRoute } from "@/lib/server/http/define-route";
import { assignRoleBody } from "@/lib/modules/workflow/contract";
import { assignRole } from "@/lib/modules/cases/steps/assign-role";

export const POST = defineRoute({
  auth: "user",
  permission: "case.act",
  body: assignRoleBody,
  handler: async (ctx) => ({ data: await assignRole(ctx, ctx.body), message: "Assignment saved" }),
});
