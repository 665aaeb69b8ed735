// POST /api/individual/create — add an individual sponsor (account type Individual, sub type Sponsor)
import { defineRoute } from "@/lib/server/http/define-route";
import { createIndividualBody } from "@/lib/modules/companies/contract";
import { CLIENT_MANAGER_ROLES } from "@/lib/modules/companies/policy";
import { createIndividual } from "@/lib/modules/companies/individuals";

export const POST = defineRoute({
  auth: "user",
  roles: CLIENT_MANAGER_ROLES,
  body: createIndividualBody,
  handler: async ({ db, tenant, actor, ip, body }) => ({
    data: await createIndividual({ db, tenant, actor, ip }, body),
    message: "Individual created",
  }),
});
