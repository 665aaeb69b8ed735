// POST /api/notify/unread-count — how many of the caller's notifications in this firm are unread (polled by the bell)
import { defineRoute } from "@/lib/server/http/define-route";
import { unreadCountBody } from "@/lib/modules/notifications/contract";
import { unreadCount } from "@/lib/modules/notifications/service";

export const POST = defineRoute({
  auth: "user",
  permission: "notification.read",
  body: unreadCountBody,
  handler: async (ctx) => ({ data: await unreadCount(ctx) }),
});
