// POST /api/cap/update — change a cap registration's details while it is a draft or ready (area and wage level re-derived)
import { defineRoute } from "@/lib/server/http/define-route";
import { updateCapBody } from "@/lib/modules/cap/contract";
import { updateCap } from "@/lib/modules/cap/cap-writes";

export const POST = defineRoute({
  auth: "user",
  permission: "cap.update",
  body: updateCapBody,
  handler: async (ctx) => ({ data: await updateCap(ctx, ctx.body), message: "Registration updated" }),
});
