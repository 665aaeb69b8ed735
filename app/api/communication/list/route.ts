// POST /api/communication/list — a case's threads (latest activity first, with the caller's unread counts), or with threadId that thread's messages newest first (author, mentions, attachments, read state, seen by), paged
import { defineRoute } from "@/lib/server/http/define-route";
import { communicationListBody } from "@/lib/modules/communication/contract";
import { communicationList } from "@/lib/modules/communication/service";

export const POST = defineRoute({
  auth: "user",
  permission: "communication.read",
  body: communicationListBody,
  handler: async (ctx) => communicationList(ctx, ctx.body),
});
