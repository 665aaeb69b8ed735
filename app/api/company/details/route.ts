// POST /api/company/details — one client company with contacts, signatories and beneficiary count
import { defineRoute } from "@/lib/server/http/define-route";
import { clientIdBody } from "@/lib/modules/companies/contract";
import { CLIENT_READER_ROLES } from "@/lib/modules/companies/policy";
import { companyDetails } from "@/lib/modules/companies/service";

export const POST = defineRoute({
  auth: "user",
  roles: CLIENT_READER_ROLES,
  body: clientIdBody,
  handler: async ({ db, tenant, actor, ip, body }) => ({ data: await companyDetails({ db, tenant, actor, ip }, body.id) }),
});
