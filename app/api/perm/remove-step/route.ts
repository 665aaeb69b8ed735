// POST /api/perm/remove-step — remove a step of the recruitment record and its proof
import { defineRoute } from "@/lib/server/http/define-route";
import { stepIdBody } from "@/lib/modules/perm/perm-contract";
import { removeStep } from "@/lib/modules/perm/perm";

export const POST = defineRoute({
  auth: "user",
  permission: "perm.update",
  body: stepIdBody,
  handler: async (ctx) => ({ data: await removeStep(ctx, ctx.body.stepId), message: "Recruitment step removed" }),
});
