// POST /api/esign/identity/details — which certificate seals the firm's completed documents: its own (uploaded) or the platform's (CN, organization, SHA-256 fingerprint, validity, uploaded at)
import { defineRoute } from "@/lib/server/http/define-route";
import { identityDetailsBody } from "@/lib/modules/esign/identity-contract";
import { identityDetails } from "@/lib/modules/esign/firm-identity";

export const POST = defineRoute({
  auth: "user",
  permission: "settings.view",
  body: identityDetailsBody,
  handler: async (ctx) => ({ data: await identityDetails(ctx) }),
});
