// POST /api/workflow/config — the firm's workflow configuration (the defaults until the firm saves one)
import { defineRoute } from "@/lib/server/http/define-route";
import { getConfig } from "@/lib/modules/workflow/config";
import { configBody } from "@/lib/modules/workflow/contract";
import { WORKFLOW_READ_ROLES } from "@/lib/modules/workflow/policy";

export const POST = defineRoute({
  auth: "user",
  roles: WORKFLOW_READ_ROLES,
  body: configBody,
  handler: async ({ db, actor }) => ({ data: await getConfig(db, actor.tenantId) }),
});
