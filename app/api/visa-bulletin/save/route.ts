// POST /api/visa-bulletin/save — set or clear cells of a month's bulletin (scope platform: the platform admin's, for every firm); queues the priority-date check
import { defineRoute } from "@/lib/server/http/define-route";
import { saveBulletinBody } from "@/lib/modules/greencard/contract";
import { saveBulletin } from "@/lib/modules/greencard/visa-bulletin";

export const POST = defineRoute({
  auth: "user",
  permission: "visa-bulletin.manage",
  body: saveBulletinBody,
  handler: async (ctx) => ({ data: await saveBulletin(ctx, ctx.body), message: "Visa Bulletin saved" }),
});
