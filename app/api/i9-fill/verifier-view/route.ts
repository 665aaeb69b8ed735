// POST /api/i9-fill/verifier-view — what a used verifier link sent (filled-i9-details), read-only until the link's expiry (Authorization: Bearer <token>) { id }
import { defineRoute } from "@/lib/server/http/define-route";
import { i9IdBody } from "@/lib/modules/i9/contract";
import { verifierLinkView } from "@/lib/modules/i9/verifiers";

export const POST = defineRoute({
  auth: "public",
  body: i9IdBody,
  handler: async (ctx) => ({ data: await verifierLinkView(ctx, ctx.body.id) }),
});
