// POST /api/tenant/resend-activation-key — the platform admin sends a pending firm's activation key again
import { defineRoute } from "@/lib/server/http/define-route";
import { tenantIdBody } from "@/lib/modules/tenants/contract";
import { resendActivationKey } from "@/lib/modules/tenants/invite-tenant";
import { PLATFORM_ROLES } from "@/lib/modules/tenants/policy";

export const POST = defineRoute({
  auth: "user",
  roles: PLATFORM_ROLES,
  body: tenantIdBody,
  handler: async ({ db, actor, ip, req, body }) => ({
    data: await resendActivationKey({ db, actor, ip, requestHost: req.headers.get("host") }, body.tenantId),
    message: "Activation key sent",
  }),
});
