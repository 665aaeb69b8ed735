// POST /api/tenant/upload-branding — the firm's logo (PNG/JPEG) or favicon (PNG/JPEG/ICO), at most 512 KB
import { defineRoute } from "@/lib/server/http/define-route";
import { uploadBrandingBody } from "@/lib/modules/tenants/contract";
import { uploadBranding } from "@/lib/modules/tenants/branding";

export const POST = defineRoute({
  auth: "user",
  permission: "settings.view",
  body: uploadBrandingBody,
  handler: async (ctx) => ({ data: await uploadBranding(ctx, ctx.body), message: "Branding updated" }),
});
