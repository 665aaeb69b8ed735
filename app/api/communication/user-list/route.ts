// POST /api/communication/user-list — who may be addressed (mentioned, told) on a case: its assigned team, its client's contacts with an account, its beneficiaries with a login
import { defineRoute } from "@/lib/server/http/define-route";
import { communicationUserListBody } from "@/lib/modules/communication/contract";
import { communicationUserList } from "@/lib/modules/communication/service";

export const POST = defineRoute({
  auth: "user",
  permission: "communication.read",
  body: communicationUserListBody,
  handler: async (ctx) => ({ data: await communicationUserList(ctx, ctx.body) }),
});
