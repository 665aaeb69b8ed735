// POST /api/petition/assignable-users — the firm's active members of a role that the caller may assign on the case
import { defineRoute } from "@/lib/server/http/define-route";
import { assignableUsersBody } from "@/lib/modules/workflow/contract";
import { assignableUsers } from "@/lib/modules/cases/steps/assignable-users";

export const POST = defineRoute({
  auth: "user",
  permission: "case.read",
  body: assignableUsersBody,
  handler: async (ctx) => ({ data: await assignableUsers(ctx, ctx.body) }),
});
