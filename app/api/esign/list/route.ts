// POST /api/esign/list — a case's e-signature envelopes, newest first { petitionId }
import { defineRoute } from "@/lib/server/http/define-route";
import { listEnvelopesBody } from "@/lib/modules/esign/contract";
import { listEnvelopes } from "@/lib/modules/esign/views";

export const POST = defineRoute({
  auth: "user",
  permission: "esign.read",
  body: listEnvelopesBody,
  handler: async (ctx) => ({ data: await listEnvelopes(ctx, ctx.body.petitionId) }),
});
