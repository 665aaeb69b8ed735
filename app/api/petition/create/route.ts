// POST /api/petition/create — create a case (roles 3, 4, 5, 50 that may act on CREATE_PETITION)
import { defineRoute } from "@/lib/server/http/define-route";
import { createCaseBody } from "@/lib/modules/cases/contract";
import { createCase } from "@/lib/modules/cases/create-case";

export const POST = defineRoute({
  auth: "user",
  permission: "case.create",
  idempotent: true,
  body: createCaseBody,
  handler: async (ctx) => ({ data: await createCase(ctx, ctx.body), message: "Case created" }),
});
