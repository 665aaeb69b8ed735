// POST /api/branch/update — edit a branch (admins; a branch manager their own branch's details)
import { defineRoute } from "@/lib/server/http/define-route";
import { updateBranchBody } from "@/lib/modules/branches/contract";
import { BRANCH_EDITOR_ROLES } from "@/lib/modules/branches/policy";
import { updateBranch } from "@/lib/modules/branches/service";

export const POST = defineRoute({
  auth: "user",
  roles: BRANCH_EDITOR_ROLES,
  body: updateBranchBody,
  handler: async ({ db, actor, ip, body }) => ({ data: await updateBranch({ db, actor, ip }, body), message: "Branch updated" }),
});
