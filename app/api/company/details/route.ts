// POST /api/company/details — one client company with contacts, signatories and beneficiary count
import { defineRoute } from "@/lib/server/http/define-route";
import { withBeneficiaryCount } from "@/lib/modules/beneficiaries/service";
import { clientIdBody } from "@/lib/modules/companies/contract";
import { companyDetails } from "@/lib/modules/companies/service";

export const POST = defineRoute({
  auth: "user",
  permission: "client.read",
  body: clientIdBody,
  handler: async (ctx) => ({ data: await withBeneficiaryCount(ctx, await companyDetails(ctx, ctx.body.id)) }),
});
