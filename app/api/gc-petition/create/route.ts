// POST /api/gc-petition/create — create a green-card employment case (type 3, sub type 15) with its category, chargeability and priority date
import { defineRoute } from "@/lib/server/http/define-route";
import { createGcBody } from "@/lib/modules/greencard/contract";
import { createGcCase } from "@/lib/modules/greencard/gc-case";

export const POST = defineRoute({
  auth: "user",
  permission: "case.create",
  idempotent: true,
  body: createGcBody,
  handler: async (ctx) => ({ data: await createGcCase(ctx, ctx.body), message: "Case created" }),
});
