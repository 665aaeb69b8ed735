// POST /api/cap/season — an H-1B cap season (fiscal year): its dates (rule 14), registrations by status, people and weighted entries
import { defineRoute } from "@/lib/server/http/define-route";
import { capSeasonBody } from "@/lib/modules/cap/contract";
import { capSeasonSummary } from "@/lib/modules/cap/cap-reads";

export const POST = defineRoute({
  auth: "user",
  permission: "cap.read",
  body: capSeasonBody,
  handler: async (ctx) => ({ data: await capSeasonSummary(ctx, ctx.body.fiscalYear) }),
});
