// POST /api/company/update-status — approve, deactivate or reject a client (approval activates its petitioner accounts)
import { defineRoute } from "@/lib/server/http/define-route";
import { updateStatusBody } from "@/lib/modules/companies/contract";
import { CLIENT_STATUS_ROLES } from "@/lib/modules/companies/policy";
import { updateCompanyStatus } from "@/lib/modules/companies/update-status";

export const POST = defineRoute({
  auth: "user",
  roles: CLIENT_STATUS_ROLES,
  body: updateStatusBody,
  handler: async ({ db, tenant, actor, ip, req, body }) => ({
    data: await updateCompanyStatus({ db, tenant, actor, ip, requestHost: req.headers.get("host") }, body),
    message: "Client status updated",
  }),
});
