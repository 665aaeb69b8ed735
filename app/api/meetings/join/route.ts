// POST /api/meetings/join — enter a meeting's call (host: session; guest: Authorization: Bearer <link token> and its name): ICE servers and where to start reading signals { id, name? }
import { defineRoute } from "@/lib/server/http/define-route";
import { joinMeetingBody } from "@/lib/modules/meetings/contract";
import { joinMeeting } from "@/lib/modules/meetings/signaling";

export const POST = defineRoute({
  auth: "public",
  body: joinMeetingBody,
  handler: async (ctx) => ({ data: await joinMeeting(ctx, ctx.body) }),
});
