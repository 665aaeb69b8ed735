// POST /api/i9/verifier-details — one remote verifier with the Section 2 links sent to it (the I-9s the caller reaches) { id }
import { defineRoute } from "@/lib/server/http/define-route";
import { verifierIdBody } from "@/lib/modules/i9/verifier-contract";
import { verifierDetails } from "@/lib/modules/i9/verifiers";

export const POST = defineRoute({
  auth: "user",
  permission: "i9.read",
  body: verifierIdBody,
  handler: async (ctx) => ({ data: await verifierDetails(ctx, ctx.body.id) }),
});
