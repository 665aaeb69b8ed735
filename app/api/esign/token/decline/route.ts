// POST /api/esign/token/decline — the signer declines to sign: the envelope is declined and its sender told (Authorization: Bearer <token>) { reason }
import { defineRoute } from "@/lib/server/http/define-route";
import { declineBody } from "@/lib/modules/esign/contract";
import { declineDocument } from "@/lib/modules/esign/signing";

export const POST = defineRoute({
  auth: "public",
  body: declineBody,
  handler: async (ctx) => ({ data: await declineDocument(ctx, ctx.body.reason), message: "Signing declined" }),
});
