// POST /api/gc-petition/details — a green-card employment case (sub type 15): category, chargeability, priority date against the Visa Bulletin in force, the PERM stage and the USCIS stages
import { defineRoute } from "@/lib/server/http/define-route";
import { gcIdBody } from "@/lib/modules/greencard/contract";
import { gcDetails } from "@/lib/modules/greencard/gc";

export const POST = defineRoute({
  auth: "user",
  permission: "gc.read",
  body: gcIdBody,
  handler: async (ctx) => ({ data: await gcDetails(ctx, ctx.body.id) }),
});
