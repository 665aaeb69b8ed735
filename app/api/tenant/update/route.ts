// POST /api/tenant/update — save the firm's profile, permissions and branding switches (completeness recomputed)
import { defineRoute } from "@/lib/server/http/define-route";
import { updateTenantBody } from "@/lib/modules/tenants/contract";
import { updateTenantProfile } from "@/lib/modules/tenants/manage-tenant";
import { requireChanges } from "@/lib/shared/validation/update";

export const POST = defineRoute({
  auth: "user",
  permission: "settings.view",
  body: requireChanges(updateTenantBody, ["tenantId"]),
  handler: async (ctx) => ({ data: await updateTenantProfile(ctx, ctx.body), message: "Firm details updated" }),
});
