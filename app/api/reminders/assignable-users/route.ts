// POST /api/reminders/assignable-users — the firm's active users a reminder may be assigned to (the dialog's picker)
import { z } from "zod";
import { defineRoute } from "@/lib/server/http/define-route";
import { assignableReminderUsers } from "@/lib/modules/reminders/list-reminders";

export const POST = defineRoute({
  auth: "user",
  permission: "task.list",
  body: z.object({}),
  handler: async (ctx) => ({ data: await assignableReminderUsers(ctx) }),
});
