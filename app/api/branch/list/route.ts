// POST /api/branch/list — the firm's branches (a branch manager: their own), for the list and dropdowns
import { defineRoute } from "@/lib/server/http/define-route";
import { branchListBody } from "@/lib/modules/branches/contract";
import { BRANCH_READER_ROLES } from "@/lib/modules/branches/policy";
import { listBranches } from "@/lib/modules/branches/service";

export const POST = defineRoute({
  auth: "user",
  roles: BRANCH_READER_ROLES,
  body: branchListBody,
  handler: async ({ db, actor, ip, body }) => {
    const { rows, total } = await listBranches({ db, actor, ip }, body);
    return { data: rows, pagination: { page: body.page, perpage: body.perpage, total } };
  },
});
