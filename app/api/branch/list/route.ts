// POST /api/branch/list — the firm's branches (a branch manager: their own), for the list and dropdowns
import { defineRoute } from "@/lib/server/http/define-route";
import { withClientCounts } from "@/lib/modules/companies/service";
import { branchListBody } from "@/lib/modules/branches/contract";
import { listBranches } from "@/lib/modules/branches/service";

export const POST = defineRoute({
  auth: "user",
  permission: "branch.list",
  body: branchListBody,
  handler: async (ctx) => {
    const { rows, total } = await listBranches(ctx, ctx.body);
    return { data: await withClientCounts(ctx, rows), pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
