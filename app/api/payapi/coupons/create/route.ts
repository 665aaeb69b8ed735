// POST /api/payapi/coupons/create — create a coupon: percent or amount off, once / N months / forever, a redemption limit and a last day (platform admin)
import { defineRoute } from "@/lib/server/http/define-route";
import { couponCreateBody } from "@/lib/modules/billing/contract";
import { createCoupon } from "@/lib/modules/billing/coupons";

export const POST = defineRoute({
  auth: "user",
  permission: "billing.admin",
  body: couponCreateBody,
  handler: async (ctx) => ({ data: await createCoupon(ctx, ctx.body), message: "Coupon created" }),
});
