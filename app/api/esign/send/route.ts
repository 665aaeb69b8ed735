// POST /api/esign/send — send a draft envelope: every signer (parallel) or the first (sequential) gets a one-time signing link by e-mail { id }
import { defineRoute } from "@/lib/server/http/define-route";
import { envelopeIdBody } from "@/lib/modules/esign/contract";
import { sendEnvelope } from "@/lib/modules/esign/service";

export const POST = defineRoute({
  auth: "user",
  permission: "esign.manage",
  body: envelopeIdBody,
  handler: async (ctx) => ({ data: await sendEnvelope(ctx, ctx.body.id), message: "Envelope sent" }),
});
