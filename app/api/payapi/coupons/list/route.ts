// POST /api/payapi/coupons/list — the platform's coupons with their redemptions, paged, sorted, filtered active or inactive (platform admin)
import { defineRoute } from "@/lib/server/http/define-route";
import { couponListBody } from "@/lib/modules/billing/admin-contract";
import { couponList } from "@/lib/modules/billing/platform-admin";

export const POST = defineRoute({
  auth: "user",
  permission: "billing.admin",
  body: couponListBody,
  handler: async (ctx) => couponList(ctx, ctx.body),
});
