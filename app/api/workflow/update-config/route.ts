// POST /api/workflow/update-config — replace the firm's workflow configuration; open cases whose next step was excluded move on
import { defineRoute } from "@/lib/server/http/define-route";
import { moveOpenCases } from "@/lib/modules/cases/steps/reconfigure";
import { updateConfig } from "@/lib/modules/workflow/config";
import { updateConfigBody } from "@/lib/modules/workflow/contract";

export const POST = defineRoute({
  auth: "user",
  permission: "workflow.configure",
  body: updateConfigBody,
  handler: async (ctx) => ({ data: await updateConfig(ctx, ctx.body, moveOpenCases), message: "Workflow saved" }),
});
