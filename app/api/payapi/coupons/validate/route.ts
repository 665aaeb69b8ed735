// POST /api/payapi/coupons/validate — the discount a coupon would give on a plan, or why it cannot be used (422 on code)
import { defineRoute } from "@/lib/server/http/define-route";
import { couponValidateBody } from "@/lib/modules/billing/contract";
import { validateCoupon } from "@/lib/modules/billing/coupons";

export const POST = defineRoute({
  auth: "user",
  permission: "billing.manage",
  body: couponValidateBody,
  handler: async (ctx) => ({ data: await validateCoupon(ctx, ctx.body) }),
});
