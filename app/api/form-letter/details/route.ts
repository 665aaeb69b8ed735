// POST /api/form-letter/details — one letter template with its text, the merge fields it uses and its version { id }
import { defineRoute } from "@/lib/server/http/define-route";
import { letterIdBody } from "@/lib/modules/letters/contract";
import { letterDetails } from "@/lib/modules/letters/letters";

export const POST = defineRoute({
  auth: "user",
  permission: "letter.read",
  body: letterIdBody,
  handler: async (ctx) => ({ data: await letterDetails(ctx, ctx.body.id) }),
});
