// POST /api/quickbooks/disconnect — revoke the firm's QuickBooks grant and forget its tokens (settings and links kept)
import { defineRoute } from "@/lib/server/http/define-route";
import { emptyBody } from "@/lib/modules/quickbooks/contract";
import { disconnect } from "@/lib/modules/quickbooks/connect";

export const POST = defineRoute({
  auth: "user",
  permission: "quickbooks.manage",
  body: emptyBody,
  handler: async (ctx) => ({ data: await disconnect(ctx), message: "QuickBooks disconnected" }),
});
