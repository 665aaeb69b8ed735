// POST /api/cap/update-status — move a cap registration (ready, submitted with the confirmation number, selected opening its cap case, not selected, filed)
import { defineRoute } from "@/lib/server/http/define-route";
import { capStatusBody } from "@/lib/modules/cap/contract";
import { updateCapStatus } from "@/lib/modules/cap/cap-writes";

export const POST = defineRoute({
  auth: "user",
  permission: "cap.update",
  body: capStatusBody,
  handler: async (ctx) => ({ data: await updateCapStatus(ctx, ctx.body), message: "Status updated" }),
});
