// POST /api/esign/ink/cancel — cancel an ink signature request still waiting for its scan { id, reason }
import { defineRoute } from "@/lib/server/http/define-route";
import { inkCancelBody } from "@/lib/modules/esign/ink/contract";
import { cancelInkRequest } from "@/lib/modules/esign/ink/service";

export const POST = defineRoute({
  auth: "user",
  permission: "esign.manage",
  body: inkCancelBody,
  handler: async (ctx) => ({ data: await cancelInkRequest(ctx, ctx.body), message: "Signature request cancelled" }),
});
