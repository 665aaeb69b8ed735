// POST /api/meetings/create — a video meeting with a token link for the guest (shown once; optionally e-mailed) { title, petitionId?, inviteeName?, inviteeEmail?, scheduledAt?, sendInvitation?, language? }
import { defineRoute } from "@/lib/server/http/define-route";
import { createMeetingBody } from "@/lib/modules/meetings/contract";
import { createMeeting } from "@/lib/modules/meetings/service";

export const POST = defineRoute({
  auth: "user",
  permission: "meeting.host",
  body: createMeetingBody,
  handler: async (ctx) => ({ data: await createMeeting(ctx, ctx.body), message: "Meeting created" }),
});
