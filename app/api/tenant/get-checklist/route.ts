// POST /api/tenant/get-checklist — the firm's setup checklist (petition, workflow, branch setup)
import { z } from "zod";
import { defineRoute } from "@/lib/server/http/define-route";
import { tenantSetupChecklist } from "@/lib/modules/tenants/manage-tenant";
import { CHECKLIST_ROLES } from "@/lib/modules/tenants/policy";

export const POST = defineRoute({
  auth: "user",
  roles: CHECKLIST_ROLES,
  body: z.object({}),
  handler: async ({ tenant }) => ({ data: tenantSetupChecklist(tenant) }),
});
