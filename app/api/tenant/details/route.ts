// POST /api/tenant/details — the firm's profile (the platform admin may name another firm)
import { defineRoute } from "@/lib/server/http/define-route";
import { optionalTenantIdBody } from "@/lib/modules/tenants/contract";
import { tenantProfile } from "@/lib/modules/tenants/manage-tenant";

export const POST = defineRoute({
  auth: "user",
  permission: "settings.view",
  body: optionalTenantIdBody,
  handler: async (ctx) => ({ data: await tenantProfile(ctx, ctx.body.tenantId) }),
});
