// POST /api/esign/token/consent — the signer agrees to sign electronically (ESIGN Act / UETA), recorded with time, IP and user agent (Authorization: Bearer <token>) { accept: true }
import { defineRoute } from "@/lib/server/http/define-route";
import { consentBody } from "@/lib/modules/esign/contract";
import { giveConsent } from "@/lib/modules/esign/signing";

export const POST = defineRoute({
  auth: "public",
  body: consentBody,
  handler: async (ctx) => ({ data: await giveConsent(ctx), message: "Consent recorded" }),
});
