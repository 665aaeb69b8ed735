// POST /api/drives/disconnect — disconnect a cloud drive { provider }: the grant revoked where the provider allows it, the tokens forgotten
import { defineRoute } from "@/lib/server/http/define-route";
import { providerBody } from "@/lib/modules/drives/contract";
import { disconnect } from "@/lib/modules/drives/connect";

export const POST = defineRoute({
  auth: "user",
  permission: "drives.manage",
  body: providerBody,
  handler: async (ctx) => ({ data: await disconnect(ctx, ctx.body), message: "Drive disconnected" }),
});
