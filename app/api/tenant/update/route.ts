// POST /api/tenant/update — save the firm's profile, permissions and branding switches (completeness recomputed)
import { defineRoute } from "@/lib/server/http/define-route";
import { updateTenantBody } from "@/lib/modules/tenants/contract";
import { updateTenantProfile } from "@/lib/modules/tenants/manage-tenant";

export const POST = defineRoute({
  auth: "user",
  permission: "settings.view",
  body: updateTenantBody,
  handler: async (ctx) => ({ data: await updateTenantProfile(ctx, ctx.body), message: "Firm details updated" }),
});
