// POST /api/notify/remove — remove some of the caller's own notifications
import { defineRoute } from "@/lib/server/http/define-route";
import { removeNotificationsBody } from "@/lib/modules/notifications/contract";
import { removeNotifications } from "@/lib/modules/notifications/service";

export const POST = defineRoute({
  auth: "user",
  permission: "notification.remove",
  body: removeNotificationsBody,
  handler: async (ctx) => ({ data: await removeNotifications(ctx, ctx.body), message: "Notification removed" }),
});
