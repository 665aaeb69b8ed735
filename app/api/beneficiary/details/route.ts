// POST /api/beneficiary/details — one beneficiary with dependants and client name
import { defineRoute } from "@/lib/server/http/define-route";
import { withExpiry } from "@/lib/modules/expiry-radar/service";
import { beneficiaryIdBody } from "@/lib/modules/beneficiaries/contract";
import { beneficiaryDetails } from "@/lib/modules/beneficiaries/service";

export const POST = defineRoute({
  auth: "user",
  permission: "beneficiary.read",
  body: beneficiaryIdBody,
  handler: async (ctx) => ({ data: await withExpiry(ctx, await beneficiaryDetails(ctx, ctx.body.id)) }),
});
