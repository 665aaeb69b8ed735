// POST /api/company/list — client companies visible to the caller (search, filter, sort, page)
import { defineRoute } from "@/lib/server/http/define-route";
import { withBeneficiaryCounts } from "@/lib/modules/beneficiaries/service";
import { companyListBody } from "@/lib/modules/companies/contract";
import { listCompanies } from "@/lib/modules/companies/service";

export const POST = defineRoute({
  auth: "user",
  permission: "client.read",
  body: companyListBody,
  handler: async (ctx) => {
    const { rows, total } = await listCompanies(ctx, ctx.body);
    return { data: await withBeneficiaryCounts(ctx, rows), pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
