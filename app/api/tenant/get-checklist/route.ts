// POST /api/tenant/get-checklist — the firm's setup checklist (petition, workflow, branch setup)
import { z } from "zod";
import { defineRoute } from "@/lib/server/http/define-route";
import { tenantSetupChecklist } from "@/lib/modules/tenants/manage-tenant";

export const POST = defineRoute({
  auth: "user",
  permission: "firm.checklist",
  body: z.object({}),
  handler: async (ctx) => ({ data: tenantSetupChecklist(ctx.tenant) }),
});
