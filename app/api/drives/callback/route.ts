// POST /api/drives/callback — the OAuth return { state, code?, error? }: for a state this user started in this firm, the code exchanged and the tokens stored sealed
import { defineRoute } from "@/lib/server/http/define-route";
import { callbackBody } from "@/lib/modules/drives/contract";
import { finishConnect } from "@/lib/modules/drives/connect";

export const POST = defineRoute({
  auth: "user",
  permission: "drives.manage",
  body: callbackBody,
  handler: async (ctx) => ({ data: await finishConnect(ctx, ctx.body) }),
});
