// POST /api/rfe-petition/manage-tracking-details — the response filed with USCIS: the day, courier and tracking number (status 25)
import { defineRoute } from "@/lib/server/http/define-route";
import { rfeTrackingBody } from "@/lib/modules/cases/rfe/contract";
import { rfeTracking } from "@/lib/modules/cases/rfe/service";

export const POST = defineRoute({
  auth: "user",
  permission: "case.act",
  body: rfeTrackingBody,
  handler: async (ctx) => ({ data: await rfeTracking(ctx, ctx.body), message: "Response filing recorded" }),
});
