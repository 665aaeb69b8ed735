// POST /api/i9/hold-release — release a legal hold { id }; the records it held may be purged again
import { defineRoute } from "@/lib/server/http/define-route";
import { holdIdBody } from "@/lib/modules/i9/retention-contract";
import { releaseHold } from "@/lib/modules/i9/retention";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.admin",
  body: holdIdBody,
  handler: async (ctx) => ({ data: await releaseHold(ctx, ctx.body.id), message: "Legal hold released" }),
});
