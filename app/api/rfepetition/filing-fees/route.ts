// POST /api/rfepetition/filing-fees — the USCIS fees of an RFE response (none, or the premium processing upgrade) on a postmark date
import { defineRoute } from "@/lib/server/http/define-route";
import { rfeFilingFeesBody } from "@/lib/modules/fees/contract";
import { rfeFilingFees } from "@/lib/modules/fees/service";

export const POST = defineRoute({
  auth: "user",
  permission: "fees.read",
  body: rfeFilingFeesBody,
  handler: async (ctx) => ({ data: await rfeFilingFees(ctx, ctx.body) }),
});
