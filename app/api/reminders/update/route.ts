// POST /api/reminders/update — edit a reminder (its creator, an assignee or a manager); reminders made from deadlines follow the case
import { defineRoute } from "@/lib/server/http/define-route";
import { updateReminderBody } from "@/lib/modules/reminders/contract";
import { updateReminder } from "@/lib/modules/reminders/save-reminder";
import { kickOutbox } from "@/lib/server/mail/outbox";

export const POST = defineRoute({
  auth: "user",
  permission: "task.list",
  body: updateReminderBody,
  handler: async (ctx) => {
    const data = await updateReminder(ctx, ctx.body);
    kickOutbox(ctx.db);
    return { data, message: "Reminder updated" };
  },
});
