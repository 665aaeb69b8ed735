// POST /api/tenant/update-status — the platform admin activates or deactivates a firm
import { defineRoute } from "@/lib/server/http/define-route";
import { updateTenantStatusBody } from "@/lib/modules/tenants/contract";
import { updateTenantStatus } from "@/lib/modules/tenants/manage-tenant";

export const POST = defineRoute({
  auth: "user",
  permission: "tenant.manage",
  body: updateTenantStatusBody,
  handler: async (ctx) => ({ data: await updateTenantStatus(ctx, ctx.body), message: "Firm status updated" }),
});
