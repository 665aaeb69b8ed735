// POST /api/company/update — edit a client company (staff; a petitioner their own company profile)
import { defineRoute } from "@/lib/server/http/define-route";
import { updateCompanyBody } from "@/lib/modules/companies/contract";
import { CLIENT_EDITOR_ROLES } from "@/lib/modules/companies/policy";
import { updateCompany } from "@/lib/modules/companies/save-company";

export const POST = defineRoute({
  auth: "user",
  roles: CLIENT_EDITOR_ROLES,
  body: updateCompanyBody,
  handler: async ({ db, tenant, actor, ip, body }) => ({
    data: await updateCompany({ db, tenant, actor, ip }, body),
    message: "Client updated",
  }),
});
