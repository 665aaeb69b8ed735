// POST /api/beneficiary/expiry-radar — the firm-wide expiry radar: the I-94, passport, visa stamp, EAD, H-1B six-year, PWD and LCA dates of the people within reach that have passed or fall within the window (30, 90, 180 or 365 days), soonest first
import { defineRoute } from "@/lib/server/http/define-route";
import { expiryRadarBody } from "@/lib/modules/beneficiaries/contract";
import { expiryRadarList } from "@/lib/modules/expiry-radar/service";

export const POST = defineRoute({
  auth: "user",
  permission: "beneficiary.read",
  body: expiryRadarBody,
  handler: async (ctx) => {
    const { rows, total } = await expiryRadarList(ctx, ctx.body);
    return { data: rows, pagination: { page: ctx.body.page, perpage: ctx.body.perpage, total } };
  },
});
