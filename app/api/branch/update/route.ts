// POST /api/branch/update — edit a branch (admins; a branch manager their own branch's details)
import { defineRoute } from "@/lib/server/http/define-route";
import { withClientCounts } from "@/lib/modules/companies/service";
import { updateBranchBody } from "@/lib/modules/branches/contract";
import { updateBranch } from "@/lib/modules/branches/service";
import { requireChanges } from "@/lib/shared/validation/update";

export const POST = defineRoute({
  auth: "user",
  permission: "branch.update",
  body: requireChanges(updateBranchBody, ["id"]),
  handler: async (ctx) => ({ data: (await withClientCounts(ctx, [await updateBranch(ctx, ctx.body)]))[0], message: "Branch updated" }),
});
