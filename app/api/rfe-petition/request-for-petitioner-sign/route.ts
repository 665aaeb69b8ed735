// POST /api/rfe-petition/request-for-petitioner-sign — ask the petitioner to sign the approved response, record the signature, or skip both
import { defineRoute } from "@/lib/server/http/define-route";
import { rfeSignBody } from "@/lib/modules/cases/rfe/contract";
import { rfeSign } from "@/lib/modules/cases/rfe/service";

export const POST = defineRoute({
  auth: "user",
  permission: "case.act",
  body: rfeSignBody,
  handler: async (ctx) => ({ data: await rfeSign(ctx, ctx.body), message: "Signature step saved" }),
});
