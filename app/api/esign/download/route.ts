// POST /api/esign/download — an envelope's PDF as a file: the original as sent, or the sealed signed document { id, version: original | signed }
import { defineFileRoute } from "@/lib/server/http/define-file-route";
import { downloadEnvelopeBody } from "@/lib/modules/esign/contract";
import { envelopeFile } from "@/lib/modules/esign/views";

export const POST = defineFileRoute({
  permission: "esign.read",
  body: downloadEnvelopeBody,
  handler: async (ctx) => envelopeFile(ctx, ctx.body),
});
