// POST /api/esign/void — void a draft or sent envelope; its signing links stop working { id, reason }
import { defineRoute } from "@/lib/server/http/define-route";
import { voidEnvelopeBody } from "@/lib/modules/esign/contract";
import { voidEnvelope } from "@/lib/modules/esign/service";

export const POST = defineRoute({
  auth: "user",
  permission: "esign.manage",
  body: voidEnvelopeBody,
  handler: async (ctx) => ({ data: await voidEnvelope(ctx, ctx.body.id, ctx.body.reason), message: "Envelope voided" }),
});
