// POST /api/reminders/save — create a reminder (to-do), optionally on a case, assigned to firm users (the caller by default)
import { defineRoute } from "@/lib/server/http/define-route";
import { saveReminderBody } from "@/lib/modules/reminders/contract";
import { createReminder } from "@/lib/modules/reminders/save-reminder";
import { kickOutbox } from "@/lib/server/mail/outbox";

export const POST = defineRoute({
  auth: "user",
  permission: "task.list",
  idempotent: true,
  body: saveReminderBody,
  handler: async (ctx) => {
    const data = await createReminder(ctx, ctx.body);
    kickOutbox(ctx.db);
    return { data, message: "Reminder created" };
  },
});
