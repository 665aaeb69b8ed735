// POST /api/branch/details — one branch with its user and client counts
import { defineRoute } from "@/lib/server/http/define-route";
import { branchIdBody } from "@/lib/modules/branches/contract";
import { BRANCH_EDITOR_ROLES } from "@/lib/modules/branches/policy";
import { branchDetails } from "@/lib/modules/branches/service";

export const POST = defineRoute({
  auth: "user",
  roles: BRANCH_EDITOR_ROLES,
  body: branchIdBody,
  handler: async ({ db, actor, ip, body }) => ({ data: await branchDetails({ db, actor, ip }, body.id) }),
});
