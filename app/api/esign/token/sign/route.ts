// POST /api/esign/token/sign — the signer's values by field id (drawn PNG or typed signature, text; dates filled with the signing day); the last signature completes and seals the document (Authorization: Bearer <token>) { values }
import { defineRoute } from "@/lib/server/http/define-route";
import { signBody } from "@/lib/modules/esign/contract";
import { signDocument } from "@/lib/modules/esign/signing";

export const POST = defineRoute({
  auth: "public",
  body: signBody,
  handler: async (ctx) => ({ data: await signDocument(ctx, ctx.body), message: "Document signed" }),
});
