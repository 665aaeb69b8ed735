// POST /api/i9/hold-place — place a legal hold (audit, litigation) on one Form I-9 { recordId } or a whole employer { employer }: no purge until it is released
import { defineRoute } from "@/lib/server/http/define-route";
import { placeHoldBody } from "@/lib/modules/i9/retention-contract";
import { placeHold } from "@/lib/modules/i9/retention";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.admin",
  body: placeHoldBody,
  handler: async (ctx) => ({ data: await placeHold(ctx, ctx.body), message: "Legal hold placed" }),
});
