// POST /api/perm/update-status — the next preparation step: 18 questionnaire finalized, 19 draft created, 20 draft approved
import { defineRoute } from "@/lib/server/http/define-route";
import { permStatusBody } from "@/lib/modules/perm/perm-contract";
import { updatePermStatus } from "@/lib/modules/perm/perm";

export const POST = defineRoute({
  auth: "user",
  permission: "perm.update",
  body: permStatusBody,
  handler: async (ctx) => ({ data: await updatePermStatus(ctx, ctx.body), message: "PERM status updated" }),
});
