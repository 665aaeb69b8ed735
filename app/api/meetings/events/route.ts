// POST /api/meetings/events — the other side's signaling messages after a number, waiting up to 25 s for one (long polling; 410 once the meeting ends) { id, after, waitMs? }
import { defineRoute } from "@/lib/server/http/define-route";
import { eventsBody } from "@/lib/modules/meetings/contract";
import { meetingEvents } from "@/lib/modules/meetings/signaling";

export const POST = defineRoute({
  auth: "public",
  body: eventsBody,
  handler: async (ctx) => ({ data: await meetingEvents(ctx, ctx.body) }),
});
