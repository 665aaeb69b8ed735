// POST /api/meetings/details — a meeting: for its host (session) the details; for the guest (Authorization: Bearer <link token>) what the page shows before joining (410 once ended) { id }
import { defineRoute } from "@/lib/server/http/define-route";
import { meetingIdBody } from "@/lib/modules/meetings/contract";
import { meetingForCaller } from "@/lib/modules/meetings/signaling";

export const POST = defineRoute({
  auth: "public",
  body: meetingIdBody,
  handler: async (ctx) => ({ data: await meetingForCaller(ctx, ctx.body.id) }),
});
