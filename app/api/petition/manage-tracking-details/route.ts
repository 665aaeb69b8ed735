// POST /api/petition/manage-tracking-details — courier tracking of the filed packet, then the USCIS receipt number (by the case's next step)
import { defineRoute } from "@/lib/server/http/define-route";
import { trackingBody } from "@/lib/modules/workflow/contract";
import { manageTracking } from "@/lib/modules/cases/steps/tracking";
import { requireChanges } from "@/lib/shared/validation/update";

export const POST = defineRoute({
  auth: "user",
  permission: "case.act",
  body: requireChanges(trackingBody, ["petitionId"]),
  handler: async (ctx) => ({ data: await manageTracking(ctx, ctx.body), message: "Tracking details updated" }),
});
