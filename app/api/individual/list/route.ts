// POST /api/individual/list — individual sponsors visible to the caller (search, filter, sort, page)
import { defineRoute } from "@/lib/server/http/define-route";
import { individualListBody } from "@/lib/modules/companies/contract";
import { CLIENT_READER_ROLES } from "@/lib/modules/companies/policy";
import { listIndividuals } from "@/lib/modules/companies/individuals";

export const POST = defineRoute({
  auth: "user",
  roles: CLIENT_READER_ROLES,
  body: individualListBody,
  handler: async ({ db, tenant, actor, ip, body }) => {
    const { rows, total } = await listIndividuals({ db, tenant, actor, ip }, body);
    return { data: rows, pagination: { page: body.page, perpage: body.perpage, total } };
  },
});
