// POST /api/branch/delete — soft-delete a branch no user, client or beneficiary still belongs to
import { defineRoute } from "@/lib/server/http/define-route";
import { branchDependents } from "@/lib/modules/beneficiaries/service";
import { branchIdBody } from "@/lib/modules/branches/contract";
import { deleteBranch } from "@/lib/modules/branches/service";

export const POST = defineRoute({
  auth: "user",
  permission: "branch.manage",
  body: branchIdBody,
  handler: async (ctx) => ({ data: await deleteBranch(ctx, ctx.body.id, branchDependents), message: "Branch deleted" }),
});
