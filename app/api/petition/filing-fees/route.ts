// POST /api/petition/filing-fees — the case's USCIS filing fees on a postmark date: lines, payers, totals, facts to enter (optionally saved as the case's filing fee)
import { defineRoute } from "@/lib/server/http/define-route";
import { petitionFilingFeesBody } from "@/lib/modules/fees/contract";
import { petitionFilingFees } from "@/lib/modules/fees/service";

export const POST = defineRoute({
  auth: "user",
  permission: "fees.read",
  body: petitionFilingFeesBody,
  handler: async (ctx) => ({ data: await petitionFilingFees(ctx, ctx.body) }),
});
