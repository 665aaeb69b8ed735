// POST /api/gc-petition/assign-a-role — assign an attorney, paralegal, supervisor, documentation manager/executive or case approver to a green-card case (completes the ASSIGN_* step when it is next)
import { defineRoute } from "@/lib/server/http/define-route";
import { gcAssignBody } from "@/lib/modules/greencard/contract";
import { assignGcRole } from "@/lib/modules/greencard/gc-case";

export const POST = defineRoute({
  auth: "user",
  permission: "case.act",
  body: gcAssignBody,
  handler: async (ctx) => ({ data: await assignGcRole(ctx, ctx.body), message: "Assignment saved" }),
});
