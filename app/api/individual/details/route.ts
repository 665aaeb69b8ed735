// POST /api/individual/details — one individual sponsor
import { defineRoute } from "@/lib/server/http/define-route";
import { clientIdBody } from "@/lib/modules/companies/contract";
import { CLIENT_READER_ROLES } from "@/lib/modules/companies/policy";
import { individualDetails } from "@/lib/modules/companies/individuals";

export const POST = defineRoute({
  auth: "user",
  roles: CLIENT_READER_ROLES,
  body: clientIdBody,
  handler: async ({ db, tenant, actor, ip, body }) => ({ data: await individualDetails({ db, tenant, actor, ip }, body.id) }),
});
