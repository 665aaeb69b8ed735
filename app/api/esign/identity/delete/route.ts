// POST /api/esign/identity/delete — remove the firm's own sealing certificate: its next documents are sealed with the platform's (404 when it has none)
import { defineRoute } from "@/lib/server/http/define-route";
import { identityDetailsBody } from "@/lib/modules/esign/identity-contract";
import { removeFirmIdentity } from "@/lib/modules/esign/firm-identity";

export const POST = defineRoute({
  auth: "user",
  permission: "settings.view",
  body: identityDetailsBody,
  handler: async (ctx) => ({ data: await removeFirmIdentity(ctx), message: "Sealing certificate removed" }),
});
