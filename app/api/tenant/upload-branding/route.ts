// POST /api/tenant/upload-branding — the firm's logo (PNG/JPEG) or favicon (PNG/JPEG/ICO), at most 512 KB
import { defineRoute } from "@/lib/server/http/define-route";
import { uploadBrandingBody } from "@/lib/modules/tenants/contract";
import { uploadBranding } from "@/lib/modules/tenants/branding";
import { TENANT_PROFILE_ROLES } from "@/lib/modules/tenants/policy";

export const POST = defineRoute({
  auth: "user",
  roles: TENANT_PROFILE_ROLES,
  body: uploadBrandingBody,
  handler: async ({ db, actor, tenant, ip, body }) => ({ data: await uploadBranding({ db, actor, tenant, ip }, body), message: "Branding updated" }),
});
