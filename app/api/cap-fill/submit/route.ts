// POST /api/cap-fill/submit — give a cap registration's details once through a token link (person: birth and passport; position: job, worksite, wage)
import { defineRoute } from "@/lib/server/http/define-route";
import { capFillBody } from "@/lib/modules/cap/fill-contract";
import { submitCapFill } from "@/lib/modules/cap/fill-link";

export const POST = defineRoute({
  auth: "public",
  body: capFillBody,
  handler: async (ctx) => ({ data: await submitCapFill(ctx, ctx.body), message: "Thank you: the details were sent" }),
});
