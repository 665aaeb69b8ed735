// POST /api/individual/details — one individual sponsor
import { defineRoute } from "@/lib/server/http/define-route";
import { withBeneficiaryCount } from "@/lib/modules/beneficiaries/service";
import { clientIdBody } from "@/lib/modules/companies/contract";
import { individualDetails } from "@/lib/modules/companies/individuals";

export const POST = defineRoute({
  auth: "user",
  permission: "client.read",
  body: clientIdBody,
  handler: async (ctx) => ({ data: await withBeneficiaryCount(ctx, await individualDetails(ctx, ctx.body.id)) }),
});
