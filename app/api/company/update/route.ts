// POST /api/company/update — edit a client company (staff; a petitioner their own company profile)
import { defineRoute } from "@/lib/server/http/define-route";
import { withBeneficiaryCount } from "@/lib/modules/beneficiaries/service";
import { updateCompanyBody } from "@/lib/modules/companies/contract";
import { updateCompany } from "@/lib/modules/companies/save-company";
import { requireChanges } from "@/lib/shared/validation/update";

export const POST = defineRoute({
  auth: "user",
  permission: "client.update",
  body: requireChanges(updateCompanyBody, ["id"]),
  handler: async (ctx) => ({
    data: await withBeneficiaryCount(ctx, await updateCompany(ctx, ctx.body)),
    message: "Client updated",
  }),
});
