// POST /api/payapi/masterdata/list — the plans offered, billing intervals, currencies (USD), payment method kinds and the payment provider in use
import { defineRoute } from "@/lib/server/http/define-route";
import { emptyBody } from "@/lib/modules/billing/contract";
import { masterData } from "@/lib/modules/billing/service";

export const POST = defineRoute({
  auth: "user",
  permission: "billing.read",
  body: emptyBody,
  handler: async (ctx) => ({ data: await masterData(ctx) }),
});
