// POST /api/petition/manage-tracking-details — courier tracking of the filed packet, then the USCIS receipt number (by the case's next step)
import { defineRoute } from "@/lib/server/http/define-route";
import { CASE_READER_ROLES } from "@/lib/modules/cases/policy";
import { trackingBody } from "@/lib/modules/workflow/contract";
import { manageTracking } from "@/lib/modules/workflow/tracking";

export const POST = defineRoute({
  auth: "user",
  roles: CASE_READER_ROLES,
  body: trackingBody,
  handler: async ({ db, actor, ip, clock, body }) => ({ data: await manageTracking({ db, actor, ip, clock }, body), message: "Tracking details updated" }),
});
