// POST /api/perm/update-status — 18 questionnaire finalized (19 comes with the ETA-9089 draft upload, 20 with the attorney's review: 409 here)
import { defineRoute } from "@/lib/server/http/define-route";
import { permStatusBody } from "@/lib/modules/perm/perm-contract";
import { updatePermStatus } from "@/lib/modules/perm/perm";

export const POST = defineRoute({
  auth: "user",
  permission: "perm.read", // then the step's editors in the firm's PERM workflow
  body: permStatusBody,
  handler: async (ctx) => ({ data: await updatePermStatus(ctx, ctx.body), message: "PERM status updated" }),
});
