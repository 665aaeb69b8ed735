// GET /api/tenant/branding/{kind} — the host firm's logo or favicon (public, cached 5 minutes)
import { serveBranding } from "@/lib/modules/tenants/branding";
import { defineGetRoute } from "@/lib/server/http/define-get-route";

export const GET = defineGetRoute({
  auth: "public",
  handler: (ctx) => serveBranding(ctx, ctx.params.kind),
});
