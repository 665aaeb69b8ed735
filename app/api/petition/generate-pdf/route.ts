// POST /api/petition/generate-pdf — the case summary PDF, base64 in the JSON envelope
import { defineRoute } from "@/lib/server/http/define-route";
import { caseIdBody } from "@/lib/modules/cases/contract";
import { casePdfBase64 } from "@/lib/modules/cases/case-pdf";

export const POST = defineRoute({
  auth: "user",
  permission: "case.read",
  body: caseIdBody,
  handler: async (ctx) => ({
    data: await casePdfBase64(ctx, ctx.body.id),
  }),
});
