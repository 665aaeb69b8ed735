// POST /api/perm/save-step — add or change a step of the recruitment record (job order, Sunday ad, notice of filing, additional step)
import { defineRoute } from "@/lib/server/http/define-route";
import { saveStepBody } from "@/lib/modules/perm/perm-contract";
import { saveStep } from "@/lib/modules/perm/perm";

export const POST = defineRoute({
  auth: "user",
  permission: "perm.update",
  body: saveStepBody,
  handler: async (ctx) => ({ data: await saveStep(ctx, ctx.body), message: "Recruitment step saved" }),
});
