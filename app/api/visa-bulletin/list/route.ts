// POST /api/visa-bulletin/list — a month's Visa Bulletin (default: the month in force), the firm's cells over the platform's, and the months entered
import { defineRoute } from "@/lib/server/http/define-route";
import { bulletinListBody } from "@/lib/modules/greencard/contract";
import { listBulletin } from "@/lib/modules/greencard/visa-bulletin";

export const POST = defineRoute({
  auth: "user",
  permission: "visa-bulletin.read",
  body: bulletinListBody,
  handler: async (ctx) => ({ data: await listBulletin(ctx, ctx.body) }),
});
