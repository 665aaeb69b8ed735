// POST /api/esign/ink/list — a case's ink signature requests, newest first, and (for its staff) the filled forms that can be sent with their signature boxes
import { defineRoute } from "@/lib/server/http/define-route";
import { inkListBody } from "@/lib/modules/esign/ink/contract";
import { listInkRequests } from "@/lib/modules/esign/ink/service";

export const POST = defineRoute({
  auth: "user",
  permission: "esign.read",
  body: inkListBody,
  handler: async (ctx) => ({ data: await listInkRequests(ctx, ctx.body.petitionId) }),
});
