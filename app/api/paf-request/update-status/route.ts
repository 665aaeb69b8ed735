// POST /api/paf-request/update-status — take up, answer (ready: the built PAF, current) or decline (with the reason) a PAF request; the requester is notified of the answer
import { defineRoute } from "@/lib/server/http/define-route";
import { pafRequestStatusBody } from "@/lib/modules/lca/paf-request-contract";
import { updatePafRequestStatus } from "@/lib/modules/lca/paf-requests";

export const POST = defineRoute({
  auth: "user",
  permission: "lca.update",
  body: pafRequestStatusBody,
  handler: async (ctx) => ({ data: await updatePafRequestStatus(ctx, ctx.body), message: "Request updated" }),
});
