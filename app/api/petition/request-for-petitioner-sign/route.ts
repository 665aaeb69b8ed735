// POST /api/petition/request-for-petitioner-sign — request the petitioner's signature (e-mails the client's petitioners), or { signed: true } to confirm the forms are signed
import { defineRoute } from "@/lib/server/http/define-route";
import { petitionerSignBody } from "@/lib/modules/workflow/contract";
import { petitionerSign } from "@/lib/modules/cases/steps/petitioner-sign";

export const POST = defineRoute({
  auth: "user",
  permission: "case.act",
  body: petitionerSignBody,
  handler: async (ctx) => ({ data: await petitionerSign(ctx, ctx.body), message: "Signature request saved" }),
});
