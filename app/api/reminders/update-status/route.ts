// POST /api/reminders/update-status — mark a reminder done, dismissed or open again; done on a repeating one opens the next occurrence
import { defineRoute } from "@/lib/server/http/define-route";
import { updateReminderStatusBody } from "@/lib/modules/reminders/contract";
import { updateReminderStatus } from "@/lib/modules/reminders/save-reminder";

export const POST = defineRoute({
  auth: "user",
  permission: "task.list",
  body: updateReminderStatusBody,
  handler: async (ctx) => ({ data: await updateReminderStatus(ctx, ctx.body), message: "Reminder updated" }),
});
