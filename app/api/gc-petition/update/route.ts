// POST /api/gc-petition/update — the category, chargeability area or priority date (null clears: back to the derived one)
import { defineRoute } from "@/lib/server/http/define-route";
import { updateGcBody } from "@/lib/modules/greencard/contract";
import { updateGc } from "@/lib/modules/greencard/gc";

export const POST = defineRoute({
  auth: "user",
  permission: "gc.update",
  body: updateGcBody,
  handler: async (ctx) => ({ data: await updateGc(ctx, ctx.body), message: "Green card updated" }),
});
