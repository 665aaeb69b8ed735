// POST /api/branch/delete — soft-delete a branch no user, client or beneficiary still belongs to
import { defineRoute } from "@/lib/server/http/define-route";
import { branchIdBody } from "@/lib/modules/branches/contract";
import { BRANCH_ADMIN_ROLES } from "@/lib/modules/branches/policy";
import { deleteBranch } from "@/lib/modules/branches/service";

export const POST = defineRoute({
  auth: "user",
  roles: BRANCH_ADMIN_ROLES,
  body: branchIdBody,
  handler: async ({ db, actor, ip, body }) => ({ data: await deleteBranch({ db, actor, ip }, body.id), message: "Branch deleted" }),
});
