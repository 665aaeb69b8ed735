// POST /api/tenant/update — save the firm's profile, permissions and branding switches (completeness recomputed)
import { defineRoute } from "@/lib/server/http/define-route";
import { updateTenantBody } from "@/lib/modules/tenants/contract";
import { updateTenantProfile } from "@/lib/modules/tenants/manage-tenant";
import { TENANT_PROFILE_ROLES } from "@/lib/modules/tenants/policy";

export const POST = defineRoute({
  auth: "user",
  roles: TENANT_PROFILE_ROLES,
  body: updateTenantBody,
  handler: async ({ db, actor, tenant, ip, body }) => ({ data: await updateTenantProfile({ db, actor, tenant, ip }, body), message: "Firm details updated" }),
});
