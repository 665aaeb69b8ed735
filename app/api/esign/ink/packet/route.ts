// POST /api/esign/ink/packet — the signature pages to print and sign in ink (a PDF file answer)
import { defineFileRoute } from "@/lib/server/http/define-file-route";
import { inkIdBody } from "@/lib/modules/esign/ink/contract";
import { inkPacket } from "@/lib/modules/esign/ink/service";

export const POST = defineFileRoute({
  permission: "esign.read",
  body: inkIdBody,
  handler: async (ctx) => inkPacket(ctx, ctx.body.id),
});
