// POST /api/drives/import — import files of the firm's connected drive into a case { provider, petitionId, fileIds }: fetched on the server, checked as uploads, stored as the case's scanned copies
import { defineRoute } from "@/lib/server/http/define-route";
import { importBody } from "@/lib/modules/drives/contract";
import { importFiles } from "@/lib/modules/drives/browse";

export const POST = defineRoute({
  auth: "user",
  permission: "drives.use",
  body: importBody,
  handler: async (ctx) => ({ data: await importFiles(ctx, ctx.body), message: "Files imported" }),
});
