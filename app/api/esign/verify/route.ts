// POST /api/esign/verify — what the seal of an envelope's signed document says (signed, intact, covers the whole file, signer, time) { id }
import { defineRoute } from "@/lib/server/http/define-route";
import { envelopeIdBody } from "@/lib/modules/esign/contract";
import { envelopeVerify } from "@/lib/modules/esign/views";

export const POST = defineRoute({
  auth: "user",
  permission: "esign.read",
  body: envelopeIdBody,
  handler: async (ctx) => ({ data: await envelopeVerify(ctx, ctx.body.id) }),
});
