// POST /api/tenant/delete — the platform admin soft-deletes a firm (never their own)
import { defineRoute } from "@/lib/server/http/define-route";
import { tenantIdBody } from "@/lib/modules/tenants/contract";
import { deleteTenant } from "@/lib/modules/tenants/manage-tenant";

export const POST = defineRoute({
  auth: "user",
  permission: "tenant.manage",
  body: tenantIdBody,
  handler: async (ctx) => ({ data: await deleteTenant(ctx, ctx.body.tenantId), message: "Firm deleted" }),
});
