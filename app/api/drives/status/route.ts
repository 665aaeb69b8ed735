// POST /api/drives/status — the firm's cloud drives (Google Drive, Dropbox, OneDrive): set up on this server, connected (account, who, when), and how to set each up
import { defineRoute } from "@/lib/server/http/define-route";
import { emptyBody } from "@/lib/modules/drives/contract";
import { driveStatuses } from "@/lib/modules/drives/connect";

export const POST = defineRoute({
  auth: "user",
  permission: "drives.use",
  body: emptyBody,
  handler: async (ctx) => ({ data: await driveStatuses(ctx) }),
});
