// POST /api/notify/list — the caller's notifications in this firm, newest first, in their language, with the unread count
import { defineRoute } from "@/lib/server/http/define-route";
import { notificationListBody } from "@/lib/modules/notifications/contract";
import { listNotifications } from "@/lib/modules/notifications/service";

export const POST = defineRoute({
  auth: "user",
  permission: "notification.read",
  body: notificationListBody,
  handler: async (ctx) => {
    const { data, total } = await listNotifications(ctx, ctx.body);
    return { data, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
