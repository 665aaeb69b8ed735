// POST /api/company/list — client companies visible to the caller (search, filter, sort, page)
import { defineRoute } from "@/lib/server/http/define-route";
import { companyListBody } from "@/lib/modules/companies/contract";
import { CLIENT_READER_ROLES } from "@/lib/modules/companies/policy";
import { listCompanies } from "@/lib/modules/companies/service";

export const POST = defineRoute({
  auth: "user",
  roles: CLIENT_READER_ROLES,
  body: companyListBody,
  handler: async ({ db, tenant, actor, ip, body }) => {
    const { rows, total } = await listCompanies({ db, tenant, actor, ip }, body);
    return { data: rows, pagination: { page: body.page, perpage: body.perpage, total } };
  },
});
