// POST /api/i9-fill/verifier-details — what a verifier's link (Authorization: Bearer <token>) shows: the employee as Section 1 names them (no numbers), employer, due day { id }
import { defineRoute } from "@/lib/server/http/define-route";
import { i9IdBody } from "@/lib/modules/i9/contract";
import { verifierLinkDetails } from "@/lib/modules/i9/verifiers";

export const POST = defineRoute({
  auth: "public",
  body: i9IdBody,
  handler: async (ctx) => ({ data: await verifierLinkDetails(ctx, ctx.body.id) }),
});
