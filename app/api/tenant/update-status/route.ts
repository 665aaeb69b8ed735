// POST /api/tenant/update-status — the platform admin activates or deactivates a firm
import { defineRoute } from "@/lib/server/http/define-route";
import { updateTenantStatusBody } from "@/lib/modules/tenants/contract";
import { updateTenantStatus } from "@/lib/modules/tenants/manage-tenant";
import { PLATFORM_ROLES } from "@/lib/modules/tenants/policy";

export const POST = defineRoute({
  auth: "user",
  roles: PLATFORM_ROLES,
  body: updateTenantStatusBody,
  handler: async ({ db, actor, tenant, ip, body }) => ({ data: await updateTenantStatus({ db, actor, tenant, ip }, body), message: "Firm status updated" }),
});
