// POST /api/workflow/update-config — replace the firm's workflow configuration; open cases whose next step was excluded move on
import { defineRoute } from "@/lib/server/http/define-route";
import { updateConfig } from "@/lib/modules/workflow/config";
import { updateConfigBody } from "@/lib/modules/workflow/contract";
import { WORKFLOW_WRITE_ROLES } from "@/lib/modules/workflow/policy";

export const POST = defineRoute({
  auth: "user",
  roles: WORKFLOW_WRITE_ROLES,
  body: updateConfigBody,
  handler: async ({ db, actor, ip, body }) => ({ data: await updateConfig({ db, actor, ip }, body), message: "Workflow saved" }),
});
