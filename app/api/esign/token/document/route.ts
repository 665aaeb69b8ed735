// POST /api/esign/token/document — a 5-minute link to the original PDF of a signing link (Authorization: Bearer <token>)
import { defineRoute } from "@/lib/server/http/define-route";
import { tokenOnlyBody } from "@/lib/modules/esign/contract";
import { signerDocument } from "@/lib/modules/esign/signing";

export const POST = defineRoute({
  auth: "public",
  body: tokenOnlyBody,
  handler: async (ctx) => ({ data: await signerDocument(ctx) }),
});
