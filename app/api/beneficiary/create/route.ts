// POST /api/beneficiary/create — add a beneficiary (staff; a petitioner for their own company)
import { defineRoute } from "@/lib/server/http/define-route";
import { withExpiry } from "@/lib/modules/expiry-radar/service";
import { createBeneficiaryBody } from "@/lib/modules/beneficiaries/contract";
import { createBeneficiary } from "@/lib/modules/beneficiaries/manage-beneficiaries";

export const POST = defineRoute({
  auth: "user",
  permission: "beneficiary.invite",
  idempotent: true,
  body: createBeneficiaryBody,
  handler: async (ctx) => ({
    data: await withExpiry(ctx, await createBeneficiary(ctx, ctx.body)),
    message: "Beneficiary created",
  }),
});
