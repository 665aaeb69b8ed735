// POST /api/petition/request-for-petitioner-sign — request the petitioner's signature (e-mails the client's petitioners; `inkForms` sends filled USCIS forms' signature pages for ink, `envelopeIds` ties e-signature envelopes to the step), or { signed: true } to confirm the forms are signed
import { defineRoute } from "@/lib/server/http/define-route";
import { requestSignaturesBody } from "@/lib/modules/esign/ink/contract";
import { requestPetitionerSignatures } from "@/lib/modules/esign/ink/step";

export const POST = defineRoute({
  auth: "user",
  permission: "case.act",
  body: requestSignaturesBody,
  handler: async (ctx) => ({ data: await requestPetitionerSignatures(ctx, ctx.body), message: "Signature request saved" }),
});
