// POST /api/company/create — add a client company (with its contacts)
import { defineRoute } from "@/lib/server/http/define-route";
import { createCompanyBody } from "@/lib/modules/companies/contract";
import { CLIENT_MANAGER_ROLES } from "@/lib/modules/companies/policy";
import { createCompany } from "@/lib/modules/companies/save-company";

export const POST = defineRoute({
  auth: "user",
  roles: CLIENT_MANAGER_ROLES,
  body: createCompanyBody,
  handler: async ({ db, tenant, actor, ip, body }) => ({
    data: await createCompany({ db, tenant, actor, ip }, body),
    message: "Client created",
  }),
});
