// POST /api/esign/details — one envelope (spec sign-tpl-prepare-status): signers and their statuses, fields, events and the actions allowed { id }
import { defineRoute } from "@/lib/server/http/define-route";
import { envelopeIdBody } from "@/lib/modules/esign/contract";
import { envelopeDetails } from "@/lib/modules/esign/views";

export const POST = defineRoute({
  auth: "user",
  permission: "esign.read",
  body: envelopeIdBody,
  handler: async (ctx) => ({ data: await envelopeDetails(ctx, ctx.body.id) }),
});
