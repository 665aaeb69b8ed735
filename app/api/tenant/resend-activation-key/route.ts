// POST /api/tenant/resend-activation-key — the platform admin sends a pending firm's activation key again
import { defineRoute } from "@/lib/server/http/define-route";
import { tenantIdBody } from "@/lib/modules/tenants/contract";
import { resendActivationKey } from "@/lib/modules/tenants/invite-tenant";

export const POST = defineRoute({
  auth: "user",
  permission: "tenant.manage",
  body: tenantIdBody,
  handler: async (ctx) => ({
    data: await resendActivationKey(ctx, ctx.body.tenantId),
    message: "Activation key sent",
  }),
});
