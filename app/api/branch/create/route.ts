// POST /api/branch/create — add a branch (the first one completes the firm's branch setup)
import { defineRoute } from "@/lib/server/http/define-route";
import { withClientCounts } from "@/lib/modules/companies/service";
import { createBranchBody } from "@/lib/modules/branches/contract";
import { createBranch } from "@/lib/modules/branches/service";

export const POST = defineRoute({
  auth: "user",
  permission: "branch.manage",
  idempotent: true,
  body: createBranchBody,
  handler: async (ctx) => ({ data: (await withClientCounts(ctx, [await createBranch(ctx, ctx.body)]))[0], message: "Branch created" }),
});
