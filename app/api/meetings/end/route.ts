// POST /api/meetings/end — end a meeting for both sides: its link stops working, its signaling messages are deleted { id }
import { defineRoute } from "@/lib/server/http/define-route";
import { meetingIdBody } from "@/lib/modules/meetings/contract";
import { endMeeting } from "@/lib/modules/meetings/service";

export const POST = defineRoute({
  auth: "user",
  permission: "meeting.host",
  body: meetingIdBody,
  handler: async (ctx) => ({ data: await endMeeting(ctx, ctx.body.id), message: "Meeting ended" }),
});
