// POST /api/uscis-status/check — ask USCIS for a case's status now, or a green-card stage's { petitionId, stage? } (counts against the daily limit); 409 when the check is off, there is no receipt number or USCIS refuses
import { defineRoute } from "@/lib/server/http/define-route";
import { uscisCaseBody } from "@/lib/modules/uscis/contract";
import { checkCaseNow } from "@/lib/modules/uscis/case-status";

export const POST = defineRoute({
  auth: "user",
  permission: "uscis.check",
  body: uscisCaseBody,
  handler: async (ctx) => ({ data: await checkCaseNow(ctx, ctx.body.petitionId, ctx.body.stage), message: "USCIS status checked" }),
});
