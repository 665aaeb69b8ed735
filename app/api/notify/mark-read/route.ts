// POST /api/notify/mark-read — mark some of the caller's notifications ({ ids }) or all of them ({ all: true }) read
import { defineRoute } from "@/lib/server/http/define-route";
import { markReadBody } from "@/lib/modules/notifications/contract";
import { markNotificationsRead } from "@/lib/modules/notifications/service";

export const POST = defineRoute({
  auth: "user",
  permission: "notification.read",
  body: markReadBody,
  handler: async (ctx) => ({ data: await markNotificationsRead(ctx, ctx.body) }),
});
