// POST /api/drives/connect — start connecting a cloud drive { provider }: the provider's consent URL (OAuth code flow with PKCE, state bound to the firm and user)
import { defineRoute } from "@/lib/server/http/define-route";
import { providerBody } from "@/lib/modules/drives/contract";
import { startConnect } from "@/lib/modules/drives/connect";

export const POST = defineRoute({
  auth: "user",
  permission: "drives.manage",
  body: providerBody,
  handler: async (ctx) => ({ data: await startConnect(ctx, ctx.body) }),
});
