// POST /api/i9/verifier-update — change a remote verifier, or deactivate / reactivate it { id, …fields, active? }
import { defineRoute } from "@/lib/server/http/define-route";
import { updateVerifierBody } from "@/lib/modules/i9/verifier-contract";
import { updateVerifier } from "@/lib/modules/i9/verifiers";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.manage",
  body: updateVerifierBody,
  handler: async (ctx) => ({ data: await updateVerifier(ctx, ctx.body), message: "Verifier updated" }),
});
