// POST /api/drives/list — one page of a folder of the firm's connected drive { provider, folderId?, cursor? }
import { defineRoute } from "@/lib/server/http/define-route";
import { listBody } from "@/lib/modules/drives/contract";
import { listFolder } from "@/lib/modules/drives/browse";

export const POST = defineRoute({
  auth: "user",
  permission: "drives.use",
  body: listBody,
  handler: async (ctx) => ({ data: await listFolder(ctx, ctx.body) }),
});
