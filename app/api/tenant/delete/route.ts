// POST /api/tenant/delete — the platform admin soft-deletes a firm (never their own)
import { defineRoute } from "@/lib/server/http/define-route";
import { tenantIdBody } from "@/lib/modules/tenants/contract";
import { deleteTenant } from "@/lib/modules/tenants/manage-tenant";
import { PLATFORM_ROLES } from "@/lib/modules/tenants/policy";

export const POST = defineRoute({
  auth: "user",
  roles: PLATFORM_ROLES,
  body: tenantIdBody,
  handler: async ({ db, actor, tenant, ip, body }) => ({ data: await deleteTenant({ db, actor, tenant, ip }, body.tenantId), message: "Firm deleted" }),
});
