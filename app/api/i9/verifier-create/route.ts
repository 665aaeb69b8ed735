// POST /api/i9/verifier-create — add a remote verifier (name, e-mail, phone, organization, title)
import { defineRoute } from "@/lib/server/http/define-route";
import { createVerifierBody } from "@/lib/modules/i9/verifier-contract";
import { createVerifier } from "@/lib/modules/i9/verifiers";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.manage",
  idempotent: true,
  body: createVerifierBody,
  handler: async (ctx) => ({ data: await createVerifier(ctx, ctx.body), message: "Verifier added" }),
});
