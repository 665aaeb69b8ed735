// POST /api/company/create — add a client company (with its contacts)
import { defineRoute } from "@/lib/server/http/define-route";
import { withBeneficiaryCount } from "@/lib/modules/beneficiaries/service";
import { createCompanyBody } from "@/lib/modules/companies/contract";
import { createCompany } from "@/lib/modules/companies/save-company";

export const POST = defineRoute({
  auth: "user",
  permission: "client.manage",
  idempotent: true,
  body: createCompanyBody,
  handler: async (ctx) => ({
    data: await withBeneficiaryCount(ctx, await createCompany(ctx, ctx.body)),
    message: "Client created",
  }),
});
