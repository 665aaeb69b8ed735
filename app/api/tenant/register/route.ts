// POST /api/tenant/register — on the new firm's host: the activation key, the admin's password; the firm goes live
import { defineRoute } from "@/lib/server/http/define-route";
import { registerTenantBody } from "@/lib/modules/tenants/contract";
import { registerTenant } from "@/lib/modules/tenants/register-tenant";

export const POST = defineRoute({
  auth: "public",
  body: registerTenantBody,
  handler: async (ctx) => ({
    data: await registerTenant(ctx, ctx.body),
    message: "Your firm is active. Please sign in",
  }),
});
