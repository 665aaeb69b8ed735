// POST /api/tenant/invite — the platform admin creates a pending firm and e-mails its admin an activation key
import { defineRoute } from "@/lib/server/http/define-route";
import { inviteTenantBody } from "@/lib/modules/tenants/contract";
import { inviteTenant } from "@/lib/modules/tenants/invite-tenant";
import { PLATFORM_ROLES } from "@/lib/modules/tenants/policy";

export const POST = defineRoute({
  auth: "user",
  roles: PLATFORM_ROLES,
  body: inviteTenantBody,
  handler: async ({ db, actor, ip, req, body }) => ({
    data: await inviteTenant({ db, actor, ip, requestHost: req.headers.get("host") }, body),
    message: "Firm invited",
  }),
});
