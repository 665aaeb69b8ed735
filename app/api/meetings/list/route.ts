// POST /api/meetings/list — the caller's video meetings (the firm's for its settings roles), by state, paged
import { defineRoute } from "@/lib/server/http/define-route";
import { meetingListBody } from "@/lib/modules/meetings/contract";
import { listMeetings } from "@/lib/modules/meetings/service";

export const POST = defineRoute({
  auth: "user",
  permission: "meeting.host",
  body: meetingListBody,
  handler: async (ctx) => {
    const { rows, total } = await listMeetings(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
