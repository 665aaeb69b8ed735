// POST /api/esign/ink/create — send a filled USCIS form's signature pages to be signed in ink: the packet (cover + the pages of the chosen boxes, outlined) is made and the request recorded
import { defineRoute } from "@/lib/server/http/define-route";
import { inkCreateBody } from "@/lib/modules/esign/ink/contract";
import { createInkRequest } from "@/lib/modules/esign/ink/service";

export const POST = defineRoute({
  auth: "user",
  permission: "esign.manage",
  body: inkCreateBody,
  handler: async (ctx) => ({ data: await createInkRequest(ctx, ctx.body), message: "Signature pages ready" }),
});
