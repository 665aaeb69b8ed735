// POST /api/tenant/invite — the platform admin creates a pending firm and e-mails its admin an activation key
import { defineRoute } from "@/lib/server/http/define-route";
import { inviteTenantBody } from "@/lib/modules/tenants/contract";
import { inviteTenant } from "@/lib/modules/tenants/invite-tenant";

export const POST = defineRoute({
  auth: "user",
  permission: "tenant.manage",
  body: inviteTenantBody,
  handler: async (ctx) => ({
    data: await inviteTenant(ctx, ctx.body),
    message: "Firm invited",
  }),
});
