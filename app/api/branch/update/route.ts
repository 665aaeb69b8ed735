// POST /api/branch/update — edit a branch (admins; a branch manager their own branch's details)
import { defineRoute } from "@/lib/server/http/define-route";
import { updateBranchBody } from "@/lib/modules/branches/contract";
import { updateBranch } from "@/lib/modules/branches/service";
import { requireChanges } from "@/lib/shared/validation/update";

export const POST = defineRoute({
  auth: "user",
  permission: "branch.update",
  body: requireChanges(updateBranchBody, ["id"]),
  handler: async (ctx) => ({ data: await updateBranch(ctx, ctx.body), message: "Branch updated" }),
});
