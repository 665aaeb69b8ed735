// POST /api/esign/create — a draft e-signature envelope from a case's PDF form or letter version { petitionId, documentId, signers[{ name, email, order? }], order, message?, expiresInDays? }
import { defineRoute } from "@/lib/server/http/define-route";
import { createEnvelopeBody } from "@/lib/modules/esign/contract";
import { createEnvelope } from "@/lib/modules/esign/service";

export const POST = defineRoute({
  auth: "user",
  permission: "esign.manage",
  body: createEnvelopeBody,
  handler: async (ctx) => ({ data: await createEnvelope(ctx, ctx.body), message: "Envelope created" }),
});
