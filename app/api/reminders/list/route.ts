// POST /api/reminders/list — the reminders of a case ({ petitionId }), or those the caller made or is assigned, paginated
import { defineRoute } from "@/lib/server/http/define-route";
import { reminderListBody } from "@/lib/modules/reminders/contract";
import { listReminders } from "@/lib/modules/reminders/list-reminders";

export const POST = defineRoute({
  auth: "user",
  permission: "task.list",
  body: reminderListBody,
  handler: async (ctx) => {
    const { rows, total } = await listReminders(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
