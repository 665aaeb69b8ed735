// POST /api/individual/update — edit an individual sponsor (staff; the sponsor their own profile)
import { defineRoute } from "@/lib/server/http/define-route";
import { updateIndividualBody } from "@/lib/modules/companies/contract";
import { CLIENT_EDITOR_ROLES } from "@/lib/modules/companies/policy";
import { updateIndividual } from "@/lib/modules/companies/individuals";

export const POST = defineRoute({
  auth: "user",
  roles: CLIENT_EDITOR_ROLES,
  body: updateIndividualBody,
  handler: async ({ db, tenant, actor, ip, body }) => ({
    data: await updateIndividual({ db, tenant, actor, ip }, body),
    message: "Individual updated",
  }),
});
