// POST /api/tenant/details — the firm's profile (the platform admin may name another firm)
import { defineRoute } from "@/lib/server/http/define-route";
import { optionalTenantIdBody } from "@/lib/modules/tenants/contract";
import { tenantProfile } from "@/lib/modules/tenants/manage-tenant";
import { TENANT_PROFILE_ROLES } from "@/lib/modules/tenants/policy";

export const POST = defineRoute({
  auth: "user",
  roles: TENANT_PROFILE_ROLES,
  body: optionalTenantIdBody,
  handler: async ({ db, actor, tenant, ip, body }) => ({ data: await tenantProfile({ db, actor, tenant, ip }, body.tenantId) }),
});
