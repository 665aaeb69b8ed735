// POST /api/esign/token/details — the document a signing link opens (Authorization: Bearer <token>): names, the signer's fields, the consent text and whether it was given; the first look is recorded
import { defineRoute } from "@/lib/server/http/define-route";
import { tokenOnlyBody } from "@/lib/modules/esign/contract";
import { signerDetails } from "@/lib/modules/esign/signing";

export const POST = defineRoute({
  auth: "public",
  body: tokenOnlyBody,
  handler: async (ctx) => ({ data: await signerDetails(ctx) }),
});
