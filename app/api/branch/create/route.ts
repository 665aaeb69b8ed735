// POST /api/branch/create — add a branch (the first one completes the firm's branch setup)
import { defineRoute } from "@/lib/server/http/define-route";
import { createBranchBody } from "@/lib/modules/branches/contract";
import { createBranch } from "@/lib/modules/branches/service";

export const POST = defineRoute({
  auth: "user",
  permission: "branch.manage",
  idempotent: true,
  body: createBranchBody,
  handler: async (ctx) => ({ data: await createBranch(ctx, ctx.body), message: "Branch created" }),
});
