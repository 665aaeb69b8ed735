// POST /api/payapi/plans/list — every plan, inactive ones too (platform admin)
import { defineRoute } from "@/lib/server/http/define-route";
import { emptyBody } from "@/lib/modules/billing/contract";
import { plans } from "@/lib/modules/billing/service";

export const POST = defineRoute({
  auth: "user",
  permission: "billing.admin",
  body: emptyBody,
  handler: async (ctx) => ({ data: await plans(ctx, false) }),
});
