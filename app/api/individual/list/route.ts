// POST /api/individual/list — individual sponsors visible to the caller (search, filter, sort, page)
import { defineRoute } from "@/lib/server/http/define-route";
import { withBeneficiaryCounts } from "@/lib/modules/beneficiaries/service";
import { individualListBody } from "@/lib/modules/companies/contract";
import { listIndividuals } from "@/lib/modules/companies/individuals";

export const POST = defineRoute({
  auth: "user",
  permission: "client.read",
  body: individualListBody,
  handler: async (ctx) => {
    const { rows, total } = await listIndividuals(ctx, ctx.body);
    return { data: await withBeneficiaryCounts(ctx, rows), pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
