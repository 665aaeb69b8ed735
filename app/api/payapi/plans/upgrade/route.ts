// POST /api/payapi/plans/upgrade — change plan, interval or seats (upgrade or downgrade) with proration; preview: true only computes it
import { defineRoute } from "@/lib/server/http/define-route";
import { changePlanBody } from "@/lib/modules/billing/contract";
import { changePlan } from "@/lib/modules/billing/service";

export const POST = defineRoute({
  auth: "user",
  permission: "billing.manage",
  body: changePlanBody,
  handler: async (ctx) => ({ data: await changePlan(ctx, ctx.body), message: ctx.body.preview ? undefined : "Plan changed" }),
});
