// POST /api/branch/create — add a branch (the first one completes the firm's branch setup)
import { defineRoute } from "@/lib/server/http/define-route";
import { createBranchBody } from "@/lib/modules/branches/contract";
import { BRANCH_ADMIN_ROLES } from "@/lib/modules/branches/policy";
import { createBranch } from "@/lib/modules/branches/service";

export const POST = defineRoute({
  auth: "user",
  roles: BRANCH_ADMIN_ROLES,
  body: createBranchBody,
  handler: async ({ db, actor, ip, body }) => ({ data: await createBranch({ db, actor, ip }, body), message: "Branch created" }),
});
