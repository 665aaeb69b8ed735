// POST /api/branch/details — one branch with its user and client counts
import { defineRoute } from "@/lib/server/http/define-route";
import { withClientCounts } from "@/lib/modules/companies/service";
import { branchIdBody } from "@/lib/modules/branches/contract";
import { branchDetails } from "@/lib/modules/branches/service";

export const POST = defineRoute({
  auth: "user",
  permission: "branch.update",
  body: branchIdBody,
  handler: async (ctx) => ({ data: (await withClientCounts(ctx, [await branchDetails(ctx, ctx.body.id)]))[0] }),
});
