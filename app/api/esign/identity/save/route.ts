// POST /api/esign/identity/save — the firm's own sealing certificate (multipart `file`: a .p12/.pfx with its RSA key; `passphrase`), checked by sealing a test document, replacing the previous one
import { defineUploadRoute } from "@/lib/server/http/define-upload-route";
import { saveIdentityFields } from "@/lib/modules/esign/identity-contract";
import { P12_FILE, saveFirmIdentity } from "@/lib/modules/esign/firm-identity";

export const POST = defineUploadRoute({
  auth: "user",
  permission: "settings.view",
  fields: saveIdentityFields,
  accept: P12_FILE,
  handler: async (ctx) => ({ data: await saveFirmIdentity(ctx, ctx.files[0], ctx.body.passphrase), message: "Sealing certificate saved" }),
});
