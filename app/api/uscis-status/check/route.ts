// POST /api/uscis-status/check — ask USCIS for a case's status now (counts against the daily limit); 409 when the check is off, the case has no receipt number or USCIS refuses
import { defineRoute } from "@/lib/server/http/define-route";
import { uscisCaseBody } from "@/lib/modules/uscis/contract";
import { checkCaseNow } from "@/lib/modules/uscis/case-status";

export const POST = defineRoute({
  auth: "user",
  permission: "uscis.check",
  body: uscisCaseBody,
  handler: async (ctx) => ({ data: await checkCaseNow(ctx, ctx.body.petitionId), message: "USCIS status checked" }),
});
