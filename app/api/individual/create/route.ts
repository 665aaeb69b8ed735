// POST /api/individual/create — add an individual sponsor (account type Individual, sub type Sponsor)
import { defineRoute } from "@/lib/server/http/define-route";
import { withBeneficiaryCount } from "@/lib/modules/beneficiaries/service";
import { createIndividualBody } from "@/lib/modules/companies/contract";
import { createIndividual } from "@/lib/modules/companies/individuals";

export const POST = defineRoute({
  auth: "user",
  permission: "client.manage",
  idempotent: true,
  body: createIndividualBody,
  handler: async (ctx) => ({
    data: await withBeneficiaryCount(ctx, await createIndividual(ctx, ctx.body)),
    message: "Individual created",
  }),
});
