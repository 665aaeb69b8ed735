// POST /api/perm/record-decision — the DOL's decision (UPDATE_DOL_RESPONSE): certified (22, with the I-140 deadline), denied (23) or withdrawn (31)
import { defineRoute } from "@/lib/server/http/define-route";
import { permDecisionBody } from "@/lib/modules/perm/perm-contract";
import { recordPermDecision } from "@/lib/modules/perm/perm";

export const POST = defineRoute({
  auth: "user",
  permission: "perm.read", // then the step's editors in the firm's PERM workflow
  body: permDecisionBody,
  handler: async (ctx) => ({ data: await recordPermDecision(ctx, ctx.body), message: "DOL decision recorded" }),
});
